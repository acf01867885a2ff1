"""A dense layer whose bias is switched by the configuration."""

import flax.linen as nn
import jax.numpy as jnp

from tagger.config import ModelConfig


class Dense(nn.Module):
    cfg: ModelConfig
    features: int

    @nn.compact
    def __call__(self, x):
        w = self.param("w", nn.initializers.lecun_normal(), (x.shape[-1], self.features))
        y = jnp.einsum("...i,io->...o", x, w)
        if self.cfg.use_bias:
            y = y + self.param("b", nn.initializers.zeros, (self.features,))
        return y
