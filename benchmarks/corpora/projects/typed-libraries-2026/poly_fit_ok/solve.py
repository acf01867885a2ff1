"""Closed-form ridge regression."""
from __future__ import annotations

import jax.numpy as jnp
from jaxtyping import Array, Float


def ridge_solve(phi: Float[Array, "n d"], y: Float[Array, "n"], lam: float) -> Float[Array, "d"]:
    d = phi.shape[1]
    gram = phi.T @ phi + lam * jnp.eye(d)
    return jnp.linalg.solve(gram, phi.T @ y)


def mse(pred: Float[Array, "n"], y: Float[Array, "n"]) -> Float[Array, ""]:
    return jnp.mean((pred - y) ** 2)
