import jax
import jax.numpy as jnp

from . import attention, cache as kv
from .config import D_MODEL, HEAD_DIM, MAX_LEN, N_HEADS, VOCAB


def init(key):
    ks = jax.random.split(key, 6)
    s = 1.0 / jnp.sqrt(D_MODEL)
    return {
        "embed": jax.random.normal(ks[0], (VOCAB, D_MODEL)) * 0.02,
        "pos": jax.random.normal(ks[1], (MAX_LEN, D_MODEL)) * 0.02,
        "wqkv": jax.random.normal(ks[2], (D_MODEL, 3 * D_MODEL)) * s,
        "wo": jax.random.normal(ks[3], (D_MODEL, D_MODEL)) * s,
        "w1": jax.random.normal(ks[4], (D_MODEL, 4 * D_MODEL)) * s,
        "w2": jax.random.normal(ks[5], (4 * D_MODEL, D_MODEL)) * s / 2,
    }


def layer_norm(x, eps=1e-5):
    return (x - x.mean(-1, keepdims=True)) / jnp.sqrt(x.var(-1, keepdims=True) + eps)


def decode_step(params, cache, token):
    x = params["embed"][token] + params["pos"][cache.pos]
    q, k, v = jnp.split(layer_norm(x) @ params["wqkv"], 3)
    q, k, v = (a.reshape(N_HEADS, HEAD_DIM) for a in (q, k, v))
    mask = attention.decode_mask(MAX_LEN, cache.pos)
    cache = kv.update(cache, k, v)
    h = attention.attend(q, cache.k, cache.v, mask).reshape(D_MODEL)
    x = x + h @ params["wo"]
    x = x + jax.nn.gelu(layer_norm(x) @ params["w1"]) @ params["w2"]
    return cache, layer_norm(x) @ params["embed"].T
