"""Masked per-step losses and position-wise statistics."""
import jax
import jax.numpy as jnp
import optax


def time_mask(lengths, width):
    return jnp.arange(width)[None, :] < lengths[:, None]


def masked_xent(logits, tags, lengths):
    mask = time_mask(lengths, tags.shape[1])
    per_step = optax.softmax_cross_entropy_with_integer_labels(logits, tags)
    return jnp.sum(per_step * mask) / jnp.maximum(mask.sum(), 1)


def per_position_counts(correct, mask, max_len):
    """Sum correct/valid flags per time index into fixed-size [max_len] vectors."""
    width = correct.shape[1]
    hits = jnp.zeros((max_len,), jnp.float32).at[:width].add(jnp.sum(correct * mask, axis=0))
    seen = jnp.zeros((max_len,), jnp.float32).at[:width].add(jnp.sum(mask, axis=0))
    return hits, seen
