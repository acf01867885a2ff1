"""Attention kernels for the prefill and the single-token decode paths."""
from __future__ import annotations

import math

import jax
import jax.numpy as jnp

NEG_INF = -1e9


def causal_self_attention(q: jax.Array, k: jax.Array, v: jax.Array) -> jax.Array:
    """q, k, v: [batch, len, heads, dim] -> [batch, len, heads, dim]."""
    length = q.shape[1]
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / math.sqrt(q.shape[-1])
    mask = jnp.tril(jnp.ones((length, length), dtype=bool))
    scores = jnp.where(mask[None, None], scores, NEG_INF)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", probs, v)


def cached_attention(q: jax.Array, k_cache: jax.Array, v_cache: jax.Array, pos: jax.Array) -> jax.Array:
    """Attend from the token at ``pos`` to every cached position up to and including it.

    q: [batch, heads, dim]; k_cache, v_cache: [batch, max_seq_len, heads, dim].
    """
    keys = k_cache[:, : pos + 1]
    values = v_cache[:, : pos + 1]
    scores = jnp.einsum("bhd,bthd->bht", q, keys) / math.sqrt(q.shape[-1])
    valid = jnp.arange(keys.shape[1]) <= pos
    scores = jnp.where(valid[None, None, :], scores, NEG_INF)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bht,bthd->bhd", probs, values)
