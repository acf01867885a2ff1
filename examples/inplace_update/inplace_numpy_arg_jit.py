"""A NumPy array passed to a jitted function is traced like a jax array: no item
assignment inside."""

import jax
import numpy as np


@jax.jit
def clipped_first(weights):
    weights[0] = 0.0  # E: jax-inplace-update
    return weights.sum()


print(clipped_first(np.array([3.0, 1.0, 2.0])))
