"""`and` between traced comparisons needs a Python bool of the first operand."""

import jax
import jax.numpy as jnp


@jax.jit
def in_box(point, lo, hi):
    inside = point[0] > lo and point[1] < hi  # E: jax-traced-bool
    return jnp.where(inside, 1.0, 0.0)


in_box(jnp.array([0.5, 0.5]), 0.0, 1.0)
