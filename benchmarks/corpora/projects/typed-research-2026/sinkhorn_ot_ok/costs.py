from __future__ import annotations

from typing import Protocol

import jax
import jax.numpy as jnp


class CostFn(Protocol):
    def __call__(self, x: jax.Array, y: jax.Array) -> jax.Array: ...


def sq_euclidean(x: jax.Array, y: jax.Array) -> jax.Array:
    return jnp.sum((x[:, None, :] - y[None, :, :]) ** 2, axis=-1)


def cosine(x: jax.Array, y: jax.Array) -> jax.Array:
    xn = x / jnp.linalg.norm(x, axis=-1, keepdims=True)
    yn = y / jnp.linalg.norm(y, axis=-1, keepdims=True)
    return 1.0 - xn @ yn.T


COSTS: dict[str, CostFn] = {"sqeuclidean": sq_euclidean, "cosine": cosine}
