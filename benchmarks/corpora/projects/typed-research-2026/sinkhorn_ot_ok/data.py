from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def gaussian_blob(key: jax.Array, n: int) -> jax.Array:
    return 0.3 * jax.random.normal(key, (n, 2)) + jnp.array([-1.0, 0.5])


def two_moons(n: int, noise: float, seed: int) -> jax.Array:
    rng = np.random.default_rng(seed)
    half = n // 2
    t = np.pi * rng.random(n)
    upper = np.stack([np.cos(t[:half]), np.sin(t[:half])], axis=1)
    lower = np.stack([1.0 - np.cos(t[half:]), 0.5 - np.sin(t[half:])], axis=1)
    pts = np.concatenate([upper, lower]) + noise * rng.standard_normal((n, 2))
    return jnp.asarray(pts, dtype=jnp.float32)
