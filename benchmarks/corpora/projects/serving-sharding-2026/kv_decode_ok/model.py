"""Forward passes: a full prefill over the prompt and a cached one-token step."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import attention
from . import cache as cache_lib
from .config import ModelConfig


def rms_norm(x: jax.Array, scale: jax.Array, eps: float = 1e-6) -> jax.Array:
    var = jnp.mean(jnp.square(x), axis=-1, keepdims=True)
    return x * jax.lax.rsqrt(var + eps) * scale


def sinusoid_table(max_len: int, d_model: int) -> np.ndarray:
    pos = np.arange(max_len)[:, None]
    dim = np.arange(d_model // 2)[None, :]
    angle = pos / np.power(10000.0, 2 * dim / d_model)
    return np.concatenate([np.sin(angle), np.cos(angle)], axis=-1).astype(np.float32)


def _mlp(layer: dict, x: jax.Array) -> jax.Array:
    return jax.nn.gelu(x @ layer["w1"]) @ layer["w2"]


def prefill(params: dict, tokens: jax.Array, cache: cache_lib.KVCache, cfg: ModelConfig):
    """tokens: [batch, prompt_len]. Returns logits of the last prompt token and the filled cache."""
    prompt_len = tokens.shape[1]
    table = sinusoid_table(cfg.max_seq_len, cfg.d_model)
    x = params["embed"][tokens] + table[:prompt_len][None]
    for i in range(cfg.num_layers):
        layer = params["layers"][i]
        h = rms_norm(x, layer["norm1"])
        q = jnp.einsum("btd,dhk->bthk", h, layer["wq"])
        k = jnp.einsum("btd,dhk->bthk", h, layer["wk"])
        v = jnp.einsum("btd,dhk->bthk", h, layer["wv"])
        cache = cache_lib.write_prefix(cache, i, k, v)
        attn = attention.causal_self_attention(q, k, v)
        x = x + jnp.einsum("bthk,hkd->btd", attn, layer["wo"])
        x = x + _mlp(layer, rms_norm(x, layer["norm2"]))
    logits = rms_norm(x[:, -1], params["final_norm"]) @ params["unembed"]
    return logits, cache


def decode_step(params: dict, token: jax.Array, pos: jax.Array, cache: cache_lib.KVCache, cfg: ModelConfig):
    """token: [batch] at position ``pos`` (a scalar array). Returns next-token logits and the cache."""
    table = jnp.asarray(sinusoid_table(cfg.max_seq_len, cfg.d_model))
    x = params["embed"][token] + table[pos]
    for i in range(cfg.num_layers):
        layer = params["layers"][i]
        h = rms_norm(x, layer["norm1"])
        q = jnp.einsum("bd,dhk->bhk", h, layer["wq"])
        k = jnp.einsum("bd,dhk->bhk", h, layer["wk"])
        v = jnp.einsum("bd,dhk->bhk", h, layer["wv"])
        cache = cache_lib.write_token(cache, i, k, v, pos)
        k_all, v_all = cache_lib.layer_view(cache, i)
        attn = attention.cached_attention(q, k_all, v_all, pos)
        x = x + jnp.einsum("bhk,hkd->bd", attn, layer["wo"])
        x = x + _mlp(layer, rms_norm(x, layer["norm2"]))
    logits = rms_norm(x, params["final_norm"]) @ params["unembed"]
    return logits, cache


def full_forward(params: dict, tokens: jax.Array, cfg: ModelConfig) -> jax.Array:
    """Uncached reference forward pass: logits for every position."""
    length = tokens.shape[1]
    table = sinusoid_table(cfg.max_seq_len, cfg.d_model)
    x = params["embed"][tokens] + table[:length][None]
    for layer in params["layers"]:
        h = rms_norm(x, layer["norm1"])
        q = jnp.einsum("btd,dhk->bthk", h, layer["wq"])
        k = jnp.einsum("btd,dhk->bthk", h, layer["wk"])
        v = jnp.einsum("btd,dhk->bthk", h, layer["wv"])
        attn = attention.causal_self_attention(q, k, v)
        x = x + jnp.einsum("bthk,hkd->btd", attn, layer["wo"])
        x = x + _mlp(layer, rms_norm(x, layer["norm2"]))
    return rms_norm(x, params["final_norm"]) @ params["unembed"]
