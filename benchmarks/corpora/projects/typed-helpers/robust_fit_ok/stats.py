from __future__ import annotations

from typing import Generic, Sequence, TypeVar

import jax
import jax.numpy as jnp

T = TypeVar("T")


def first(xs: Sequence[T]) -> T:
    return xs[0]


class Running(Generic[T]):
    def __init__(self, init: T) -> None:
        self.values: list[T] = [init]

    def push(self, v: T) -> None:
        self.values.append(v)

    def latest(self) -> T:
        return self.values[-1]


def robust_scale(residuals: jax.Array) -> tuple[jax.Array, int]:
    """Median absolute deviation scale and the number of residuals used."""
    mad = jnp.median(jnp.abs(residuals - jnp.median(residuals)))
    return 1.4826 * mad + 1e-6, residuals.shape[0]
