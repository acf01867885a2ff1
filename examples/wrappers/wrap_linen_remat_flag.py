"""nn.remat traces every argument of the block's __call__, a Python bool too."""

import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    dim: int

    @nn.compact
    def __call__(self, x, training):
        h = nn.Dense(self.dim)(x)
        if training:  # E: jax-traced-bool
            h = h * 0.9
        return x + h


class Tower(nn.Module):
    @nn.compact
    def __call__(self, x, training=False):
        block = nn.remat(Block)
        for _ in range(2):
            x = block(x.shape[-1])(x, training)
        return x


Tower().init(jax.random.key(0), jnp.ones((2, 4)))
