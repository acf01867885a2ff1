"""Vector normalisation helpers."""
from __future__ import annotations

from typing import Final

import jax.numpy as jnp
from jaxtyping import Array, Float

EPS: Final[float] = 1e-6


def l2_normalize(x: Float[Array, "d"], eps: float = EPS) -> Float[Array, "d"]:
    norm = jnp.linalg.norm(x)
    return x / (norm + eps)
