from __future__ import annotations

import jax
import jax.numpy as jnp


def prefix_mean(history: jax.Array, n: int) -> jax.Array:
    """Mean over the first ``n`` rows of a (T, D) history buffer."""
    window = history[:n]
    return jnp.sum(window, axis=0) / jnp.maximum(n, 1)
