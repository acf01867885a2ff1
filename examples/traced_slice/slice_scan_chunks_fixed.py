"""`lax.dynamic_slice_in_dim` reads a chunk of static size at a traced offset."""

import jax.numpy as jnp
from jax import lax

samples = jnp.arange(16.0)


def chunk_mean(total, t):
    chunk = lax.dynamic_slice_in_dim(samples, t * 4, 4)
    return total + chunk.mean(), chunk.mean()


lax.scan(chunk_mean, 0.0, jnp.arange(4))
