"""`nn.jit` traces the arguments of a flax.linen Module's `__call__`; its attributes stay
Python values."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class ResidualStack(nn.Module):
    depth: int

    @nn.jit
    @nn.compact
    def __call__(self, x):
        for _ in range(self.depth):
            x = x + nn.Dense(x.shape[-1])(x)
        if jnp.abs(x).max() > 10.0:  # E: jax-traced-bool
            x = x / 10.0
        return x


model = ResidualStack(depth=2)
params = model.init(jax.random.key(0), jnp.ones((1, 4)))
model.apply(params, jnp.ones((1, 4)))
