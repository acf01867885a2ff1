"""Piecewise-constant learning-rate schedule from a table."""
import jax
import jax.numpy as jnp
import numpy as np

LR_TABLE = np.array([1e-2, 5e-3, 1e-3, 5e-4])
BOUNDARIES = np.array([10, 20, 30])


@jax.jit
def lr_at(step):
    i = jnp.searchsorted(BOUNDARIES, step, side="right")
    return LR_TABLE[i]


print(lr_at(25))
