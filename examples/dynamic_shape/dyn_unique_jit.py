"""The most common bucket with `jnp.unique(..., return_counts=True)` under jit: the
number of distinct buckets is data."""

import jax
import jax.numpy as jnp


@jax.jit
def modal_bucket(values, width):
    buckets = jnp.floor(values / width)
    keys, counts = jnp.unique(buckets, return_counts=True)  # E: jax-dynamic-shape
    return keys[jnp.argmax(counts)] * width


modal_bucket(jnp.array([0.4, 1.2, 1.7, 3.1, 1.1]), 0.5)
