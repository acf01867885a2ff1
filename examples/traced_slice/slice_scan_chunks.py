"""A `lax.scan` over chunk indices slices `x[t * 4:(t + 1) * 4]` with the traced `t`."""

import jax.numpy as jnp
from jax import lax

samples = jnp.arange(16.0)


def chunk_mean(total, t):
    chunk = samples[t * 4 : (t + 1) * 4]  # E: jax-traced-slice
    return total + chunk.mean(), chunk.mean()


lax.scan(chunk_mean, 0.0, jnp.arange(4))
