"""Run-length decoding into a fixed-length output."""
import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames="total")
def decode(values, counts, total):
    return jnp.repeat(values, counts, total_repeat_length=total)


@jax.jit
def upsample(x):
    return jnp.repeat(x, 2, axis=0)


values = jnp.array([1.0, 5.0, 2.0])
counts = jnp.array([2, 1, 3])
print(decode(values, counts, total=6))
print(upsample(jnp.arange(3.0)))
