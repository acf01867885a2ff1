"""Normalisation over batch and time, per channel."""

import flax.linen as nn
import jax.numpy as jnp

from segnet.config import NetConfig


class ChannelNorm(nn.Module):
    cfg: NetConfig

    @nn.compact
    def __call__(self, x):
        scale = self.param("scale", nn.initializers.ones, (x.shape[-1],))
        mean = jnp.mean(x, axis=(0, 1))
        var = jnp.var(x, axis=(0, 1))
        var[var < self.cfg.eps] = self.cfg.eps
        return (x - mean) / jnp.sqrt(var) * scale
