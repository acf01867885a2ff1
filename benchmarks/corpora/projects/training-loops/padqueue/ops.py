"""Small array helpers."""

import jax.numpy as jnp

zeros = jnp.zeros


def make_buffer(n, width, dtype=jnp.float32):
    return zeros((n, width), dtype)
