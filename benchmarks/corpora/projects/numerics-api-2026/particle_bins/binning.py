import jax
import jax.numpy as jnp


def _cell(x, lo, dx):
    return jnp.floor((x - lo) / dx).astype(jnp.int32)


cell_index = jnp.vectorize(_cell)


def deposit(x, mass, vel, lo, dx, n_cells):
    ids = cell_index(x, lo, dx)
    m = jax.ops.segment_sum(mass, ids, num_segments=n_cells)
    counts = jax.ops.segment_sum(jnp.ones_like(mass), ids, num_segments=n_cells)
    momentum = jax.ops.segment_sum(mass * vel, ids, num_segments=n_cells)
    vmax = jax.ops.segment_max(jnp.abs(vel), ids, num_segments=n_cells)
    return {"rho": m / dx, "counts": counts, "u": momentum / jnp.maximum(m, 1e-12), "vmax": vmax}
