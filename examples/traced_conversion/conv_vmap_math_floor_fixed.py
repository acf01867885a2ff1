"""`jnp.floor` works on the whole array, traced or not."""

import jax.numpy as jnp


def bin_index(values, lo, width):
    scaled = (values - lo) / width
    return jnp.floor(scaled).astype(jnp.int32)


bin_index(jnp.linspace(0.0, 1.0, 8), 0.0, 0.25)
