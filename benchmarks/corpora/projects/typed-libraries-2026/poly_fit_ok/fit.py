"""Jitted fitting entry points."""
from __future__ import annotations

import functools
from typing import NamedTuple

import jax
from jaxtyping import Array, Float

from .basis import poly_features
from .solve import mse, ridge_solve


class FitResult(NamedTuple):
    coef: Float[Array, "d"]
    train_mse: Float[Array, ""]


@functools.partial(jax.jit, static_argnames=("degree",))
def fit(x: Float[Array, "n"], y: Float[Array, "n"], degree: int, lam: float = 1e-3) -> FitResult:
    phi = poly_features(x, degree)
    coef = ridge_solve(phi, y, lam)
    return FitResult(coef=coef, train_mse=mse(phi @ coef, y))


def predict(coef: Float[Array, "d"], x: Float[Array, "n"]) -> Float[Array, "n"]:
    degree = coef.shape[0] - 1
    return poly_features(x, degree) @ coef
