import math

import jax.numpy as jnp
import flax.linen as nn


class SinusoidalEmbedding(nn.Module):
    dim: int
    max_period: float = 1000.0

    @nn.compact
    def __call__(self, t):
        half = self.dim // 2
        freqs = jnp.exp(-math.log(self.max_period) * jnp.arange(half) / half)
        args = t.astype(jnp.float32)[:, None] * freqs[None, :]
        emb = jnp.concatenate([jnp.sin(args), jnp.cos(args)], axis=-1)
        if self.dim % 2 == 1:
            emb = jnp.pad(emb, ((0, 0), (0, 1)))
        return emb


class ResidualBlock(nn.Module):
    features: int
    use_norm: bool = True

    @nn.compact
    def __call__(self, x, temb):
        h = nn.LayerNorm()(x) if self.use_norm else x
        h = nn.Dense(self.features)(nn.silu(h))
        h = h + nn.Dense(self.features)(temb)
        h = nn.Dense(self.features)(nn.silu(h))
        gate = self.param("gate", nn.initializers.zeros, (self.features,))
        return x + gate * h
