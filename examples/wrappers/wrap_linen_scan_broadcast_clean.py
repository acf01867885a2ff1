"""An `nn.broadcast` input of `nn.scan` reaches every step as it was given: a Python
float stays one."""

import functools

import flax.linen as nn
import jax
import jax.numpy as jnp


class LeakyCell(nn.Module):
    @functools.partial(
        nn.scan,
        variable_broadcast="params",
        split_rngs={"params": False},
        in_axes=(0, nn.broadcast),
        out_axes=0,
    )
    @nn.compact
    def __call__(self, carry, x, leak):
        if leak > 0.5:
            x = x * 0.5
        carry = leak * carry + nn.Dense(3)(x)
        return carry, carry


model = LeakyCell()
xs = jnp.ones((5, 3))
params = model.init(jax.random.key(0), jnp.zeros(3), xs, 0.9)
model.apply(params, jnp.zeros(3), xs, 0.9)
