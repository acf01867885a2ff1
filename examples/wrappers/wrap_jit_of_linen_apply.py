"""`jax.jit(model.apply)`: the jitted `apply` runs the Module's `__call__` with traced
arguments, a Python int among them."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Repeat(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, times):
        dense = nn.Dense(self.features)
        for _ in range(times):  # E: jax-traced-index
            x = dense(x)
        return x


model = Repeat(features=3)
x = jnp.ones((2, 3))
params = model.init(jax.random.key(0), x, 2)
forward = jax.jit(model.apply)
forward(params, x, 2)
