from __future__ import annotations

import enum

import jax.numpy as jnp
from jaxtyping import Array, Float


class Stat(enum.Enum):
    MEAN = 0
    STD = 1
    RANGE = 2


def window_stat(w: Float[Array, "... s"], stat: Stat) -> Float[Array, "..."]:
    if stat is Stat.MEAN:
        return w.mean(axis=-1)
    if stat is Stat.STD:
        return w.std(axis=-1)
    return w.max(axis=-1) - w.min(axis=-1)
