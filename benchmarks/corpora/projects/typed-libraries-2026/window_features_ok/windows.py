"""Window extraction helpers."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, Int


def take_window(x: Float[Array, "t"], start: int, size: int) -> Float[Array, "size"]:
    return jax.lax.dynamic_slice_in_dim(x, start, size)


def window_starts(length: int, size: int, stride: int) -> Int[Array, "w"]:
    return jnp.arange(0, length - size + 1, stride)
