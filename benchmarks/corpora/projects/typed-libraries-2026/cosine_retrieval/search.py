"""Batched nearest-neighbour search."""
from __future__ import annotations

import equinox as eqx
import jax
from jaxtyping import Array, Float, Int

from .protocols import Encoder


@eqx.filter_jit
def top_k_search(
    encoder: Encoder, queries: Float[Array, "q d_in"], corpus: Float[Array, "n d_in"], k: int
) -> tuple[Float[Array, "q k"], Int[Array, "q k"]]:
    q = jax.vmap(encoder.encode)(queries)
    c = jax.vmap(encoder.encode)(corpus)
    return jax.lax.top_k(q @ c.T, k)
