"""Positional `in_axes`: Python numbers at `None` positions are neither mapped nor traced."""

import jax
import jax.numpy as jnp


def newton_sqrt(a, damping, n_iter):
    x = jnp.maximum(a, 1.0)
    for _ in range(n_iter):
        x = x - damping * (x * x - a) / (2.0 * x)
    return x


batched = jax.vmap(newton_sqrt, (0, None, None))
batched(jnp.array([4.0, 9.0, 2.0]), 1.0, 8)
