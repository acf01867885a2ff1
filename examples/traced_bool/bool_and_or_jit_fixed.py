"""`and` between traced comparisons becomes `jnp.logical_and` (or `&`)."""

import jax
import jax.numpy as jnp


@jax.jit
def in_box(point, lo, hi):
    inside = jnp.logical_and(point[0] > lo, point[1] < hi)
    return jnp.where(inside, 1.0, 0.0)


in_box(jnp.array([0.5, 0.5]), 0.0, 1.0)
