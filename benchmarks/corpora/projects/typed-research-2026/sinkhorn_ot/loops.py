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
    state, it = init, 0
    while it < max_iter and error(state) > tol:
        state = step(state)
        it += 1
    return state, it


def repeat(step: Callable[[S], S], init: S, n: int) -> S:
    return lax.fori_loop(0, n, lambda _, s: step(s), init)
