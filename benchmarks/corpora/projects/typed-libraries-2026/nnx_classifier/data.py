from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int, PRNGKeyArray


def blobs(key: PRNGKeyArray, n: int, nclass: int, dim: int) -> tuple[Float[Array, "n d"], Int[Array, "n"]]:
    kc, kx, ky = jax.random.split(key, 3)
    centers = 3.0 * jax.random.normal(kc, (nclass, dim))
    y = jax.random.randint(ky, (n,), 0, nclass)
    return centers[y] + jax.random.normal(kx, (n, dim)), y


def batches(x: Array, y: Array, size: int) -> list[tuple[Array, Array]]:
    return [(x[i : i + size], y[i : i + size]) for i in range(0, x.shape[0], size)]
