"""Gradient clipping."""

import jax.numpy as jnp


def clip_by_norm(g, limit):
    norm = jnp.linalg.norm(g)
    if norm > limit:  # E: jax-traced-bool
        return g * (limit / norm)
    return g
