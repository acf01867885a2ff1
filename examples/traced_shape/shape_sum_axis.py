"""A reduction axis passed as a jit argument is traced; `axis=` must be a Python int."""

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x, axis):
    total = x.sum(axis=axis, keepdims=True)  # E: jax-traced-shape
    return x / total


normalize(jnp.ones((2, 3)), 1)
