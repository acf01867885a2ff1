"""Classifier definition."""

import flax.linen as nn
import jax.numpy as jnp

from .layers import DenseBlock, topk_pool


class Classifier(nn.Module):
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, x):
        h = DenseBlock(self.hidden)(x)
        h = DenseBlock(self.hidden)(h)
        pooled = topk_pool(h)
        h = jnp.concatenate([h, pooled], axis=-1)
        return nn.Dense(self.num_classes)(h)
