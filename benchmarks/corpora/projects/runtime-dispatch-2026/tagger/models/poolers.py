"""Sequence poolers; ``Pooler.create(name)`` picks one by its registered name."""
import jax
import jax.numpy as jnp
from flax import nnx

from .. import seqops
from ..registry import Registrable


class Pooler(Registrable, nnx.Module):
    def __init__(self, dim, *, rngs):
        self.dim = dim


class MeanPooler(Pooler, name="mean"):
    def __call__(self, h, lengths):
        return jax.vmap(seqops.prefix_mean)(h, lengths)


class MaxPooler(Pooler, name="max"):
    def __call__(self, h, lengths):
        return jax.vmap(seqops.prefix_max)(h, lengths)


class LastPooler(Pooler, name="last"):
    def __call__(self, h, lengths):
        return jax.vmap(seqops.last_valid)(h, lengths)


class AttentionPooler(Pooler, name="attention"):
    def __init__(self, dim, *, rngs):
        super().__init__(dim, rngs=rngs)
        self.score = nnx.Linear(dim, 1, rngs=rngs)

    def __call__(self, h, lengths):
        mask = seqops.length_mask(h.shape[1], lengths)
        logits = self.score(h)[..., 0]
        logits = jnp.where(mask, logits, -1e9)
        weights = jax.nn.softmax(logits, axis=-1)
        return jnp.einsum("bt,btd->bd", weights, h)
