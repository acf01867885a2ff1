"""Masked set-pooling plugins. ``h``: (N, D) element encodings, ``mask``: (N,) bool."""
import jax
import jax.numpy as jnp
import numpy as np
from flax import nnx


class Pooling(nnx.Module):
    name = None

    def __init__(self, dim, *, rngs):
        self.dim = dim

    def __call__(self, h, mask):
        return jax.vmap(self.pool_one)(h, mask)

    def pool_one(self, h, mask):
        raise NotImplementedError


class MeanPool(Pooling):
    name = "mean"

    def pool_one(self, h, mask):
        w = mask.astype(h.dtype)
        return (w @ h) / jnp.maximum(w.sum(), 1.0)


class MaxPool(Pooling):
    name = "max"

    def pool_one(self, h, mask):
        return jnp.max(jnp.where(mask[:, None], h, -1e9), axis=0)


class AttentionPool(Pooling):
    name = "attention"

    def __init__(self, dim, *, rngs):
        super().__init__(dim, rngs=rngs)
        self.query = nnx.Param(jax.random.normal(rngs.params(), (dim,)) / np.sqrt(dim))
        self.temperature = float(np.sqrt(dim))

    def pool_one(self, h, mask):
        logits = jnp.where(mask, h @ self.query[...] / self.temperature, -1e9)
        return jax.nn.softmax(logits) @ h


class ActiveMeanPool(MeanPool):
    """Mean over the real elements that have at least one positive unit."""
    name = "active_mean"

    def pool_one(self, h, mask):
        w = (mask & (h.max(axis=-1) > 0)).astype(h.dtype)
        return (w @ h) / jnp.maximum(w.sum(), 1.0)
