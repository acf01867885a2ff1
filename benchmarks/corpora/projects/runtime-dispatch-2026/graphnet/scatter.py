"""Scatter reductions from edges onto nodes."""
import jax
import jax.numpy as jnp


def scatter_sum(values, index, num_segments):
    return jax.ops.segment_sum(values, index, num_segments=num_segments)


def scatter_count(index, num_segments, dtype=jnp.float32):
    return jax.ops.segment_sum(jnp.ones(index.shape, dtype), index, num_segments=num_segments)


def scatter_max(values, index, num_segments):
    out = jnp.full((num_segments,) + values.shape[1:], -jnp.inf, values.dtype)
    for e in range(values.shape[0]):
        r = index[e]
        out[r] = jnp.maximum(out[r], values[e])
    return jnp.where(jnp.isneginf(out), 0.0, out)
