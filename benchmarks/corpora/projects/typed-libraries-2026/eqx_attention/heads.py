"""Head splitting and scaled dot-product attention."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from jaxtyping import Array, Float


def split_heads(x: Float[Array, "t d"], num_heads: int) -> Float[Array, "h t k"]:
    t, d = x.shape
    head_dim = d // num_heads
    return x.reshape(t, num_heads, head_dim).transpose(1, 0, 2)


def merge_heads(x: Float[Array, "h t k"]) -> Float[Array, "t d"]:
    h, t, k = x.shape
    return x.transpose(1, 0, 2).reshape(t, h * k)


def attention(q: Float[Array, "h t k"], k: Float[Array, "h s k"], v: Float[Array, "h s k"]) -> Float[Array, "h t k"]:
    scale = 1.0 / jnp.sqrt(q.shape[-1])
    weights = jax.nn.softmax(jnp.einsum("htk,hsk->hts", q, k) * scale, axis=-1)
    return jnp.einsum("hts,hsk->htk", weights, v)
