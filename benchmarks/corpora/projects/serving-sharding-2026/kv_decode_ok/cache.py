"""Key/value cache stored as one array per projection, stacked over layers."""
from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from .config import ModelConfig


class KVCache(NamedTuple):
    k: jax.Array  # [num_layers, batch, max_seq_len, num_heads, head_dim]
    v: jax.Array


def init_cache(cfg: ModelConfig, batch_size: int) -> KVCache:
    shape = (cfg.num_layers, batch_size, cfg.max_seq_len, cfg.num_heads, cfg.head_dim)
    return KVCache(k=jnp.zeros(shape, jnp.float32), v=jnp.zeros(shape, jnp.float32))


def write_prefix(cache: KVCache, layer: int, k: jax.Array, v: jax.Array) -> KVCache:
    """Write the keys/values of a whole prompt ([batch, len, heads, dim]) at position 0."""
    start = (layer, 0, 0, 0, 0)
    return KVCache(
        k=lax.dynamic_update_slice(cache.k, k[None], start),
        v=lax.dynamic_update_slice(cache.v, v[None], start),
    )


def write_token(cache: KVCache, layer: int, k: jax.Array, v: jax.Array, pos: jax.Array) -> KVCache:
    """Write the keys/values of one token ([batch, heads, dim]) at ``pos``."""
    start = (layer, 0, pos, 0, 0)
    return KVCache(
        k=lax.dynamic_update_slice(cache.k, k[None, :, None], start),
        v=lax.dynamic_update_slice(cache.v, v[None, :, None], start),
    )


def layer_view(cache: KVCache, layer: int) -> tuple[jax.Array, jax.Array]:
    return cache.k[layer], cache.v[layer]
