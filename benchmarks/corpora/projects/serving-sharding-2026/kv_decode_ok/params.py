"""Parameter initialisation for the toy decoder-only transformer (host-side RNG)."""
from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np

from .config import ModelConfig


def _dense(rng: np.random.Generator, shape, fan_in: int) -> jax.Array:
    return jnp.asarray(rng.standard_normal(shape, dtype=np.float32) / math.sqrt(fan_in))


def init_params(cfg: ModelConfig, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    d, h, dh, f = cfg.d_model, cfg.num_heads, cfg.head_dim, cfg.d_ff
    layers = []
    for _ in range(cfg.num_layers):
        layers.append(
            {
                "wq": _dense(rng, (d, h, dh), d),
                "wk": _dense(rng, (d, h, dh), d),
                "wv": _dense(rng, (d, h, dh), d),
                "wo": _dense(rng, (h, dh, d), h * dh),
                "w1": _dense(rng, (d, f), d),
                "w2": _dense(rng, (f, d), f),
                "norm1": jnp.ones((d,), jnp.float32),
                "norm2": jnp.ones((d,), jnp.float32),
            }
        )
    return {
        "embed": _dense(rng, (cfg.vocab_size, d), 4),
        "unembed": _dense(rng, (d, cfg.vocab_size), d),
        "final_norm": jnp.ones((d,), jnp.float32),
        "layers": layers,
    }


def param_count(params: dict) -> int:
    return sum(x.size for x in jax.tree.leaves(params))
