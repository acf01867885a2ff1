"""Averaging the valid prefix `x[:n]` of a padded sequence, `n` traced."""

import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(values, length):
    valid = values[:length]  # E: jax-traced-slice
    return jnp.mean(valid)


masked_mean(jnp.array([1.0, 2.0, 3.0, 0.0, 0.0]), 3)
