"""`static_argnums=2` keeps `times` (apply's third argument) a Python int."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Repeat(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x, times):
        dense = nn.Dense(self.features)
        for _ in range(times):
            x = dense(x)
        return x


model = Repeat(features=3)
x = jnp.ones((2, 3))
params = model.init(jax.random.key(0), x, 2)
forward = jax.jit(model.apply, static_argnums=2)
forward(params, x, 2)
