"""`max_len` is static: each padded length compiles once, and `jnp.ones` gets an int."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("max_len",))
def pad_mask(lengths, max_len):
    ones = jnp.ones((max_len,))
    steps = jnp.cumsum(ones) - 1
    return steps[None, :] < lengths[:, None]


pad_mask(jnp.array([2, 4]), max_len=5)
