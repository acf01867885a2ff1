"""Positional `in_axes`: Python numbers at `None` positions are neither mapped nor traced,
so the degree can drive a Python `range`."""

import jax
import jax.numpy as jnp


def horner(degree, x, scale):
    acc = jnp.zeros_like(x)
    for k in range(degree, -1, -1):
        acc = acc * x + scale / (k + 1)
    return acc


evaluate = jax.vmap(horner, (None, 0, None))
evaluate(4, jnp.linspace(-1.0, 1.0, 5), 0.5)
