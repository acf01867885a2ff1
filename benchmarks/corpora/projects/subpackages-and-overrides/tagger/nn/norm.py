"""Normalisation over the feature axis."""

import flax.linen as nn
import jax.numpy as jnp

from tagger.config import ModelConfig


class FeatureNorm(nn.Module):
    cfg: ModelConfig

    @nn.compact
    def __call__(self, x):
        scale = self.param("scale", nn.initializers.ones, (x.shape[-1],))
        mean = jnp.mean(x, axis=-1, keepdims=True)
        var = jnp.var(x, axis=-1, keepdims=True)
        var = jnp.where(var < self.cfg.eps, self.cfg.eps, var)
        if x.ndim == 3:
            scale = scale[None, None, :]
        return (x - mean) / jnp.sqrt(var) * scale
