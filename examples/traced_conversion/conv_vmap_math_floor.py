"""`jax.vmap(math.floor)`: vmap hands math.floor a tracer, which it cannot convert."""

import math

import jax
import jax.numpy as jnp


def bin_index(values, lo, width):
    scaled = (values - lo) / width
    return jax.vmap(math.floor)(scaled)  # E: jax-traced-conversion


bin_index(jnp.linspace(0.0, 1.0, 8), 0.0, 0.25)
