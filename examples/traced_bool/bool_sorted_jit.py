"""`sorted` over a list of traced scalars compares them with `bool()` under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def median_of_three(x):
    a, b, c = x[0], x[1], x[2]
    return sorted([a, b, c])[1]  # E: jax-traced-bool


median_of_three(jnp.array([3.0, 1.0, 2.0]))
