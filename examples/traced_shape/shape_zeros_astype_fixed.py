"""The grid size is computed with NumPy from a concrete extent, outside the trace."""

import functools

import jax
import jax.numpy as jnp
import numpy as np


@functools.partial(jax.jit, static_argnames=("cells",))
def grid(origin, cells):
    return jnp.zeros(cells) + origin


extent = np.array([1.0, 1.5])
grid(0.0, cells=tuple(int(c) for c in np.ceil(extent / 0.5)))
