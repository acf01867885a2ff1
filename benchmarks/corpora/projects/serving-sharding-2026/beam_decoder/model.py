"""A single-layer tanh RNN with an output projection."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from .config import ModelConfig


def init(cfg: ModelConfig, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)

    def dense(shape, fan_in):
        return jnp.asarray(rng.standard_normal(shape, np.float32) / np.sqrt(fan_in))

    return {
        "embed": dense((cfg.vocab_size, cfg.d_embed), 1),
        "w_x": dense((cfg.d_embed, cfg.d_hidden), cfg.d_embed),
        "w_h": dense((cfg.d_hidden, cfg.d_hidden), cfg.d_hidden),
        "b_h": jnp.zeros((cfg.d_hidden,), jnp.float32),
        "w_out": dense((cfg.d_hidden, cfg.vocab_size), cfg.d_hidden) * 3.0,
    }


def initial_state(cfg: ModelConfig, batch: int) -> jax.Array:
    return jnp.zeros((batch, cfg.d_hidden), jnp.float32)


def step(params: dict, token: jax.Array, h: jax.Array) -> tuple[jax.Array, jax.Array]:
    """token: [n] ids, h: [n, d_hidden] -> (logits [n, vocab], new h)."""
    x = params["embed"][token]
    h = jnp.tanh(x @ params["w_x"] + h @ params["w_h"] + params["b_h"])
    return h @ params["w_out"], h


def encode(params: dict, prompt: jax.Array, mask: jax.Array, h0: jax.Array) -> jax.Array:
    """Run the RNN over a right-padded prompt; padded positions leave the state unchanged."""

    def body(h, inputs):
        tok, m = inputs
        _, h_new = step(params, tok, h)
        return jnp.where(m[:, None], h_new, h), None

    h, _ = lax.scan(body, h0, (prompt.T, mask.T))
    return h
