"""Per-sequence reductions over the valid prefix of a padded sequence."""
import jax.numpy as jnp


def length_mask(max_len, lengths):
    return jnp.arange(max_len)[None, :] < lengths[:, None]


def prefix_mean(h, length):
    return jnp.mean(h[:length], axis=0)


def prefix_max(h, length):
    keep = (jnp.arange(h.shape[0]) < length)[:, None]
    return jnp.max(jnp.where(keep, h, -jnp.inf), axis=0)


def last_valid(h, length):
    return h[jnp.maximum(length - 1, 0)]
