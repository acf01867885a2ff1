"""User code that calls the annotated library from jitted functions."""

import jax
import jax.numpy as jnp
from shapes_lib import make_buffer, rows, total


@jax.jit
def good(x):
    n = rows(x)
    for _ in range(n):
        x = x + make_buffer(n)
    return x


@jax.jit
def bad_static(x):
    return make_buffer(x.sum())


@jax.jit
def bad_traced_result(x):
    if total(x) > 0:
        return x
    return -x


good(jnp.ones(3))
