"""Equinox attention block."""
from __future__ import annotations

import equinox as eqx
import jax
import jax.numpy as jnp
from jaxtyping import Array, Float, PRNGKeyArray

from .heads import attention, merge_heads, split_heads


class SelfAttention(eqx.Module):
    qkv: eqx.nn.Linear
    proj: eqx.nn.Linear
    num_heads: int

    def __init__(self, dim: int, num_heads: int, *, key: PRNGKeyArray) -> None:
        k1, k2 = jax.random.split(key)
        self.qkv = eqx.nn.Linear(dim, 3 * dim, key=k1)
        self.proj = eqx.nn.Linear(dim, dim, key=k2)
        self.num_heads = num_heads

    def __call__(self, x: Float[Array, "t d"]) -> Float[Array, "t d"]:
        q, k, v = jnp.split(jax.vmap(self.qkv)(x), 3, axis=-1)
        qh, kh, vh = (split_heads(a, self.num_heads) for a in (q, k, v))
        return jax.vmap(self.proj)(merge_heads(attention(qh, kh, vh)))
