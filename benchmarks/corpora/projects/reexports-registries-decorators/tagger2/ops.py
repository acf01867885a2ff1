"""Sequence operations on padded batches."""

import jax.numpy as jnp


def length_mask(lengths, max_len):
    return jnp.arange(max_len)[None, :] < lengths[:, None]


def running_mean(h, lengths):
    """Mean of the valid positions up to and including each step."""
    mask = length_mask(lengths, h.shape[1])[..., None].astype(h.dtype)
    total = jnp.zeros_like(h[:, 0])
    count = jnp.zeros_like(mask[:, 0])
    outs = []
    for t in range(h.shape[1]):
        total = total + h[:, t] * mask[:, t]
        count = count + mask[:, t]
        outs.append(total / jnp.maximum(count, 1.0))
    return jnp.stack(outs, axis=1)
