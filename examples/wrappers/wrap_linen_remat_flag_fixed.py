"""static_argnums (which count self) keeps the flag a Python bool."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, x, training):
        h = nn.Dense(self.dim)(x)
        if training:
            h = h * 0.9
        return x + h


class Tower(nn.Module):
    @nn.compact
    def __call__(self, x, training=False):
        block = nn.remat(Block, static_argnums=(2,))
        for _ in range(2):
            x = block(x.shape[-1])(x, training)
        return x


Tower().init(jax.random.key(0), jnp.ones((2, 4)))
