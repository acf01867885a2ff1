"""Proposal kernels: each moves a position by a random step."""

import jax
import jax.numpy as jnp


def gaussian(key, position, scale):
    return position + scale * jax.random.normal(key, position.shape)


def clipped(key, position, scale):
    step = scale * jax.random.normal(key, position.shape)
    if jnp.abs(step).max() > 1.0:  # E: jax-traced-bool
        step = step / jnp.abs(step).max()
    return position + step
