from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp

Resampler = Callable[[jax.Array, jax.Array], jax.Array]


def systematic(key: jax.Array, weights: jax.Array) -> jax.Array:
    n = weights.shape[0]
    u = (jax.random.uniform(key) + jnp.arange(n)) / n
    idx = jnp.searchsorted(jnp.cumsum(weights), u)
    return jnp.clip(idx, 0, n - 1)


def multinomial(key: jax.Array, weights: jax.Array) -> jax.Array:
    n = weights.shape[0]
    return jax.random.choice(key, n, (n,), p=weights)


RESAMPLERS: dict[str, Resampler] = {"systematic": systematic, "multinomial": multinomial}
