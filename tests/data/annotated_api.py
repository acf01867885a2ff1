"""An annotated API: Static/Traced must not change what mypy or pyright report."""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float

from jaxthink_typing import Static, Traced


def pad_to(x: Traced[jax.Array], n: Static[int]) -> Traced[jax.Array]:
    return jnp.pad(x, (0, n - x.shape[0]))


def scale(x: Traced[Float[Array, "n"]], factor: Static[float] = 2.0) -> Float[Array, "n"]:
    return x * factor


def width(n: Static[int]) -> Static[int]:
    return n * 2


count: int = width(3)
padded: jax.Array = pad_to(jnp.ones(3), width(2))
scaled = scale(jnp.ones(3))
label: str = "x"
