from __future__ import annotations

import jax
import jax.numpy as jnp

from .config import RouterConfig


def synthetic_batch(key: jax.Array, cfg: RouterConfig) -> tuple[jax.Array, jax.Array]:
    kx, kn = jax.random.split(key)
    x = jax.random.normal(kx, (cfg.batch_size, cfg.d_model))
    y = jnp.roll(x, shift=1, axis=-1) + 0.05 * jax.random.normal(kn, x.shape)
    return x, y
