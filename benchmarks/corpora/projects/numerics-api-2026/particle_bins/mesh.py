import jax.numpy as jnp


def auto_mesh(x, dx, box):
    # cover exactly the occupied part of the box
    lo = jnp.min(x)
    hi = jnp.max(x)
    n_cells = jnp.ceil((hi - lo) / dx).astype(jnp.int32) + 1
    return lo, n_cells
