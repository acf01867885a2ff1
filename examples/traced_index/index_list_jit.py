"""Indexing a Python list with a traced integer under jit."""

import jax
import jax.numpy as jnp

SCALES = [1.0, 0.5, 0.25]


@jax.jit
def scaled_input(x, level):
    return x * SCALES[level]  # E: jax-traced-index


scaled_input(jnp.ones(3), jnp.asarray(1))
