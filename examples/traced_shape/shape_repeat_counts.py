"""Run-length decoding: traced `repeats` need a static `total_repeat_length`."""

import jax
import jax.numpy as jnp


@jax.jit
def decode(values, counts):
    return jnp.repeat(values, counts)  # E: jax-traced-shape


decode(jnp.array([1.0, 5.0, 2.0]), jnp.array([2, 1, 3]))
