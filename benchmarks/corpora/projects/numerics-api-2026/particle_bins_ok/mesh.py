import math

import jax.numpy as jnp


def auto_mesh(x, dx, box):
    # cover the whole box so the cell count is known before tracing
    lo = 0.0
    n_cells = int(math.ceil(box / dx))
    return lo, n_cells
