from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float

from .shapes import EPS, batch_size, ensure_2d, feature_dim, is_half, num_chunks


def chunk_norms(x: Float[Array, "..."], chunk: int) -> Float[Array, "b k"]:
    x = ensure_2d(x)
    if is_half(x):
        x = x.astype(jnp.float32)
    d = feature_dim(x)
    out = []
    for i in range(num_chunks(d, chunk)):
        piece = x[:, i * chunk : min((i + 1) * chunk, d)]
        out.append(jnp.sqrt(jnp.sum(piece ** 2, axis=-1) + EPS))
    return jnp.stack(out, axis=-1)


def running_count(x: Float[Array, "b d"]) -> Float[Array, " b"]:
    counts = jnp.zeros(batch_size(x))
    return counts + jnp.sum(x > 0, axis=-1)
