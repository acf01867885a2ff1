"""Polynomial feature maps."""
from __future__ import annotations

from typing import overload

import jax.numpy as jnp
from jaxtyping import Array, Float


@overload
def poly_features(x: Float[Array, "n"], degree: int) -> Float[Array, "n d"]: ...
@overload
def poly_features(x: float, degree: int) -> Float[Array, "d"]: ...
def poly_features(x: Float[Array, "n"] | float, degree: int) -> Float[Array, "..."]:
    """Vandermonde columns x**0 ... x**degree."""
    xs = jnp.asarray(x)
    cols = [xs**k for k in range(degree + 1)]
    return jnp.stack(cols, axis=-1)


def num_features(degree: int) -> int:
    return degree + 1
