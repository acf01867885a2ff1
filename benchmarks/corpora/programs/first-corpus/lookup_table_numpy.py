"""Piecewise-linear lookup table held as a numpy constant."""

import jax
import jax.numpy as jnp
import numpy as np

GRID = np.linspace(0.0, 1.0, 11)
VALUES = np.sin(GRID * np.pi)
SCALE = 2.0


@jax.jit
def interpolate(x):
    span = float(GRID[-1] - GRID[0])
    if SCALE > 1:
        x = x / SCALE
    if np.all(np.diff(GRID) > 0):
        return jnp.interp(x * span, GRID, VALUES)
    return jnp.zeros_like(x)


if __name__ == "__main__":
    print(interpolate(jnp.array([0.1, 0.5, 1.8])))
