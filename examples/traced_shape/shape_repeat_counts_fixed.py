"""With a static `total_repeat_length` (a static argument, or a constant in the method
form), `repeat` takes traced `repeats`."""

import functools

import jax
import jax.numpy as jnp

BATCH = 6


@functools.partial(jax.jit, static_argnums=2)
def oversample(rows, copies, batch):
    return jnp.repeat(rows, copies, axis=0, total_repeat_length=batch)


@jax.jit
def oversample_to_batch(rows, copies):
    return rows.repeat(copies, axis=0, total_repeat_length=BATCH)


oversample(jnp.arange(6.0).reshape(3, 2), jnp.array([1, 3, 2]), BATCH)
oversample_to_batch(jnp.arange(6.0).reshape(3, 2), jnp.array([1, 3, 2]))
