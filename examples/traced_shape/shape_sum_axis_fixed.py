"""`axis` is a static argument of the jitted function."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("axis",))
def normalize(x, axis):
    total = x.sum(axis=axis, keepdims=True)
    return x / total


normalize(jnp.ones((2, 3)), axis=1)
