"""Filling a NumPy table with moments computed in a jitted function: NumPy converts what
it stores, and a tracer refuses (ValueError for a scalar)."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def moments(x):
    table = np.zeros(3)
    centered = x - x.mean()
    for k in range(3):
        table[k] = jnp.mean(centered ** (k + 1))  # E: jax-numpy-on-traced
    return x


moments(jnp.arange(5.0))
