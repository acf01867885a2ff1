from __future__ import annotations

import math

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float

EPS: float = float(1e-6)


def batch_size(x: jax.Array) -> int:
    return int(x.shape[0])


def feature_dim(x: jnp.ndarray) -> int:
    return x.shape[-1]


def num_chunks(dim: int, chunk: int) -> int:
    return int(math.ceil(dim / chunk))


def ensure_2d(x: Float[Array, "..."]) -> Float[Array, "b d"]:
    if x.ndim == 2:
        return x
    return x.reshape(batch_size(x), -1)


def is_half(x: jax.Array) -> bool:
    return bool(x.dtype == jnp.float16 or x.dtype == jnp.bfloat16)
