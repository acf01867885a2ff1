from __future__ import annotations

from typing import Callable, TypeVar

import jax
from jax import lax

S = TypeVar("S")


def iterate_until(
    step: Callable[[S], S],
    error: Callable[[S], jax.Array],
    init: S,
    tol: float,
    max_iter: int,
) -> tuple[S, int]:
    def cond(carry: tuple[S, jax.Array]) -> jax.Array:
        return (carry[1] < max_iter) & (error(carry[0]) > tol)

    def body(carry: tuple[S, jax.Array]) -> tuple[S, jax.Array]:
        return step(carry[0]), carry[1] + 1

    return lax.while_loop(cond, body, (init, 0))


def repeat(step: Callable[[S], S], init: S, n: int) -> S:
    return lax.fori_loop(0, n, lambda _, s: step(s), init)
