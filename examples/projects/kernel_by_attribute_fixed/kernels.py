"""Proposal kernels: each moves a position by a random step."""

import jax
import jax.numpy as jnp


def gaussian(key, position, scale):
    return position + scale * jax.random.normal(key, position.shape)


def clipped(key, position, scale):
    step = scale * jax.random.normal(key, position.shape)
    step = step / jnp.maximum(jnp.abs(step).max(), 1.0)
    return position + step
