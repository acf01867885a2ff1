"""A shape computed as an integer array (`.astype(int)`) is still a tracer."""

import jax
import jax.numpy as jnp


@jax.jit
def grid_like(extent):
    cells = jnp.ceil(extent / 0.5).astype(int)
    return jnp.zeros(cells)  # E: jax-traced-shape


grid_like(jnp.array([1.0, 1.5]))
