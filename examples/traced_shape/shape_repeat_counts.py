"""Oversampling rows by traced copy counts: `jnp.repeat` with traced `repeats` needs a
static `total_repeat_length`."""

import jax
import jax.numpy as jnp


@jax.jit
def oversample(rows, copies):
    return jnp.repeat(rows, copies, axis=0)  # E: jax-traced-shape


oversample(jnp.arange(6.0).reshape(3, 2), jnp.array([1, 3, 2]))
