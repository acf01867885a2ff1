from __future__ import annotations

import jax
import jax.numpy as jnp

from .stats import robust_scale


def huber(r: jax.Array, delta: float = 1.0) -> jax.Array:
    a = jnp.abs(r)
    return jnp.where(a <= delta, 0.5 * r ** 2, delta * (a - 0.5 * delta))


def scaled_huber(residuals: jax.Array, delta: float) -> jax.Array:
    scale, n = robust_scale(residuals)
    return jnp.sum(huber(residuals / scale, delta)) / n
