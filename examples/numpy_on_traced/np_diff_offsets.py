"""Segment lengths from ragged offsets with NumPy's diff inside jax.jit."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def segment_lengths(offsets):
    return np.diff(offsets)  # E: jax-numpy-on-traced


segment_lengths(jnp.array([0, 3, 4, 8]))
