"""Stationary covariance functions."""
from __future__ import annotations

import functools

import jax.numpy as jnp
from jaxtyping import Array, Float


def sqdist(x1: Float[Array, "n d"], x2: Float[Array, "m d"]) -> Float[Array, "n m"]:
    return jnp.sum((x1[:, None, :] - x2[None, :, :]) ** 2, axis=-1)


@functools.lru_cache(maxsize=64)
def _neg_half_inv_sq(lengthscale: float) -> float:
    return -0.5 / lengthscale**2


def rbf(x1: Float[Array, "n d"], x2: Float[Array, "m d"], lengthscale: float, variance: float) -> Float[Array, "n m"]:
    return variance * jnp.exp(sqdist(x1, x2) * _neg_half_inv_sq(lengthscale))
