"""Causal LM over bytes: embeddings, a decayed running summary, and an MLP head."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from .config import ModelConfig


def init(cfg: ModelConfig, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    d, f, v = cfg.d_model, cfg.d_ff, cfg.vocab_size
    return {
        "embed": jnp.asarray(rng.standard_normal((v, d), np.float32)),
        "decay": jnp.full((d,), 0.8, jnp.float32),
        "w1": jnp.asarray(rng.standard_normal((2 * d, f), np.float32) / np.sqrt(2 * d)),
        "w2": jnp.asarray(rng.standard_normal((f, v), np.float32) / np.sqrt(f)),
    }


def apply(params: dict, tokens: jax.Array) -> jax.Array:
    """tokens: [batch, len] -> logits [batch, len, vocab]; position t sees tokens <= t."""
    x = params["embed"][tokens]

    def scan_fn(carry, xt):
        carry = params["decay"] * carry + (1.0 - params["decay"]) * xt
        return carry, carry

    _, summary = lax.scan(scan_fn, jnp.zeros_like(x[:, 0]), jnp.swapaxes(x, 0, 1))
    summary = jnp.swapaxes(summary, 0, 1)
    h = jax.nn.gelu(jnp.concatenate([x, summary], axis=-1) @ params["w1"])
    return h @ params["w2"]
