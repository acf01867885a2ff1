"""The target length is static; the repeated `(0, 0)` pairs were always fine."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="length")
def pad_last(x, length):
    widths = [(0, 0)] * (x.ndim - 1) + [(0, length - x.shape[-1])]
    return jnp.pad(x, widths)


@jax.jit
def pad_tuple(x):
    return jnp.pad(x, ((0, 0),) * (x.ndim - 1) + ((0, 2),))


pad_last(jnp.ones((2, 3)), 5)
pad_tuple(jnp.ones((2, 3)))
