from __future__ import annotations

import jax
import jax.numpy as jnp


def prefix_mean(history: jax.Array, n: jax.Array) -> jax.Array:
    """Mean over the first ``n`` rows of a (T, D) history buffer."""
    mask = jnp.arange(history.shape[0]) < n
    window = jnp.where(mask[:, None], history, 0.0)
    return jnp.sum(window, axis=0) / jnp.maximum(n, 1)
