"""`jnp.where` chooses between the two activations inside the trace."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Gate(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        h = nn.Dense(self.features)(x)
        return jnp.where(h.mean() > 0, nn.relu(h), h)


model = Gate(features=4)
x = jnp.ones((2, 3))
params = model.init(jax.random.key(0), x)


@jax.jit
def predict(params, x):
    return model.apply(params, x)


predict(params, x)
