"""A causal token-mixing MLP stack with explicit activation sharding constraints."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P

from . import telemetry
from .config import ModelConfig


def init(cfg: ModelConfig, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)

    def dense(shape, fan_in):
        return rng.standard_normal(shape, np.float32) / np.sqrt(fan_in)

    layers = [
        {
            "norm": np.ones((cfg.d_model,), np.float32),
            "w_in": dense((cfg.d_model, cfg.d_ff), cfg.d_model),
            "w_out": dense((cfg.d_ff, cfg.d_model), cfg.d_ff),
        }
        for _ in range(cfg.num_layers)
    ]
    return {
        "embed": dense((cfg.vocab_size, cfg.d_model), 1),
        "layers": layers,
        "final": {"norm": np.ones((cfg.d_model,), np.float32)},
        "unembed": dense((cfg.d_model, cfg.vocab_size), cfg.d_model),
    }


def rms_norm(x, scale, eps=1e-6):
    return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + eps) * scale


def causal_mix(x: jax.Array, mask: jax.Array) -> jax.Array:
    """Running mean over the valid prefix: a cheap stand-in for causal attention."""
    m = mask[..., None].astype(x.dtype)
    total = jnp.cumsum(x * m, axis=1)
    count = jnp.maximum(jnp.cumsum(m, axis=1), 1.0)
    return total / count


def block(x: jax.Array, mask: jax.Array, layer: dict, mesh: Mesh) -> jax.Array:
    h = causal_mix(rms_norm(x, layer["norm"]), mask)
    h = h @ layer["w_in"]
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("data", None, "model")))
    h = jax.nn.gelu(h) @ layer["w_out"]
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("data", None, None)))
    return x + h


def forward(params: dict, tokens: jax.Array, mask: jax.Array, mesh: Mesh, cfg: ModelConfig) -> jax.Array:
    x = params["embed"][tokens]
    x = jax.lax.with_sharding_constraint(x, NamedSharding(mesh, P("data", None, None)))
    for i in range(cfg.num_layers):
        x = block(x, mask, params["layers"][i], mesh)
    x = rms_norm(x, params["final"]["norm"])
    logits = x @ params["unembed"]
    telemetry.record("max_logit", jnp.max(logits))
    return logits
