"""With a static `total_repeat_length`, `jnp.repeat` takes traced `repeats`."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="total")
def decode(values, counts, total):
    return jnp.repeat(values, counts, total_repeat_length=total)


@jax.jit
def decode_method(values, counts):
    return values.repeat(counts, total_repeat_length=6)


decode(jnp.array([1.0, 5.0, 2.0]), jnp.array([2, 1, 3]), total=6)
decode_method(jnp.array([1.0, 5.0, 2.0]), jnp.array([2, 1, 3]))
