"""Per-sequence feature extraction."""

import jax.numpy as jnp

from .ops import make_buffer


def compact_valid(x, mask):
    """Move the rows of `x` selected by `mask` to the front, zero the rest; also count them."""
    n_valid = jnp.sum(mask)
    order = jnp.argsort(~mask, stable=True)
    buf = make_buffer(x.shape[0], x.shape[-1])
    rows = jnp.where(mask[order][:, None], x[order], 0.0)
    return buf.at[jnp.arange(x.shape[0])].set(rows), n_valid


def summarize(x, mask, k):
    """The first `k` valid events, flattened, and the mean of the valid events."""
    rows, n_valid = compact_valid(x, mask)
    mean = jnp.sum(rows, axis=0) / jnp.maximum(n_valid, 1)
    return jnp.concatenate([rows[:k].reshape(-1), mean])
