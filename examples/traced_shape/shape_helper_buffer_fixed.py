"""`num_slots` is static for the jitted caller, so the helper receives a Python int."""

import functools

import jax
import jax.numpy as jnp


def make_buffer(num_slots, width):
    return jnp.zeros((num_slots, width))


@functools.partial(jax.jit, static_argnames=("num_slots",))
def init_cache(keys, num_slots):
    buffer = make_buffer(num_slots, keys.shape[-1])
    return buffer.at[: keys.shape[0]].set(keys)


init_cache(jnp.ones((2, 4)), num_slots=8)
