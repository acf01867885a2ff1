"""Gradient clipping."""

import jax.numpy as jnp


def clip_by_norm(g, limit):
    norm = jnp.linalg.norm(g)
    return jnp.where(norm > limit, g * (limit / norm), g)
