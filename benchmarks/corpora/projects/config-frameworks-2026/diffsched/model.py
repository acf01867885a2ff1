import math

import jax
import jax.numpy as jnp


def time_embedding(t, dim):
    half = dim // 2
    freqs = jnp.exp(-math.log(10_000.0) * jnp.arange(half) / max(half - 1, 1))
    angles = t[..., None] * 1000.0 * freqs
    emb = jnp.concatenate([jnp.sin(angles), jnp.cos(angles)], axis=-1)
    if dim % 2:
        emb = jnp.pad(emb, [(0, 0)] * (emb.ndim - 1) + [(0, 1)])
    return emb


def init_params(key, cfg, data_dim=2):
    sizes = [data_dim + cfg.time_dim] + [cfg.hidden] * cfg.depth + [data_dim]
    keys = jax.random.split(key, len(sizes) - 1)
    params = []
    for k, fan_in, fan_out in zip(keys, sizes[:-1], sizes[1:]):
        w = jax.random.normal(k, (fan_in, fan_out)) * math.sqrt(2.0 / fan_in)
        params.append({"w": w, "b": jnp.zeros((fan_out,))})
    return params


def apply(params, x, t, time_dim):
    h = jnp.concatenate([x, time_embedding(t, time_dim)], axis=-1)
    for layer in params[:-1]:
        h = jax.nn.silu(h @ layer["w"] + layer["b"])
    last = params[-1]
    return h @ last["w"] + last["b"]
