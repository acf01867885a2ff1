"""A fixed-window MLP language model: the last ``context`` tokens predict the next one."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from .config import LMConfig


def init(cfg: LMConfig, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    fan_in = cfg.context * cfg.d_embed
    return {
        "embed": jnp.asarray(rng.standard_normal((cfg.vocab_size, cfg.d_embed), np.float32)),
        "w1": jnp.asarray(rng.standard_normal((fan_in, cfg.hidden), np.float32) / np.sqrt(fan_in)),
        "b1": jnp.zeros((cfg.hidden,), jnp.float32),
        "w2": jnp.asarray(rng.standard_normal((cfg.hidden, cfg.vocab_size), np.float32) / np.sqrt(cfg.hidden)),
        "b2": jnp.zeros((cfg.vocab_size,), jnp.float32),
    }


def next_logits(params: dict, window: jax.Array) -> jax.Array:
    """window: [batch, context] token ids -> [batch, vocab] logits."""
    emb = params["embed"][window]
    flat = emb.reshape(window.shape[0], -1)
    hidden = jnp.tanh(flat @ params["w1"] + params["b1"])
    return hidden @ params["w2"] + params["b2"]
