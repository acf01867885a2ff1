"""`jnp.where` resets the traced carry inside the scanned cell."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class DecayCell(nn.Module):
    features: int

    @nn.compact
    def __call__(self, carry, x):
        carry = nn.Dense(self.features)(carry) + x
        carry = jnp.where(carry.mean() < 0, jnp.zeros_like(carry), carry)
        return carry, carry


Recurrence = nn.scan(
    DecayCell, variable_broadcast="params", split_rngs={"params": False}, in_axes=0, out_axes=0
)
model = Recurrence(features=3)
xs = jnp.ones((5, 3))
params = model.init(jax.random.key(0), jnp.zeros(3), xs)
model.apply(params, jnp.zeros(3), xs)
