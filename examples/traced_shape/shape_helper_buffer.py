"""A helper allocates a cache of a size that the jitted caller passes it traced."""

import jax
import jax.numpy as jnp


def make_buffer(num_slots, width):
    return jnp.zeros((num_slots, width))  # E: jax-traced-shape


@jax.jit
def init_cache(keys, num_slots):
    buffer = make_buffer(num_slots, keys.shape[-1])
    return buffer.at[: keys.shape[0]].set(keys)


init_cache(jnp.ones((2, 4)), 8)
