"""The count stays a traced array and divides directly."""

import jax
import jax.numpy as jnp


@jax.jit
def mean_of_valid(values, mask):
    count = mask.sum()
    return jnp.where(mask, values, 0.0).sum() / jnp.maximum(count, 1)


mean_of_valid(jnp.arange(4.0), jnp.array([True, False, True, True]))
