from __future__ import annotations

import jax
import jax.numpy as jnp
from flax import nnx

from beam_decode_ok.config import DecoderConfig


class StepScorer(nnx.Module):
    """Next-token logits given the source, the previous token and the output position."""

    def __init__(self, cfg: DecoderConfig, *, rngs: nnx.Rngs) -> None:
        d = cfg.d_model
        self.tok_embed = nnx.Embed(cfg.vocab_size, d, rngs=rngs)
        self.pos_embed = nnx.Embed(cfg.max_len, d, rngs=rngs)
        self.src_proj = nnx.Linear(cfg.src_len * d, d, rngs=rngs)
        self.hidden1 = nnx.Linear(3 * d, cfg.hidden, rngs=rngs)
        self.hidden2 = nnx.Linear(cfg.hidden, cfg.hidden, rngs=rngs)
        self.out = nnx.Linear(cfg.hidden, cfg.vocab_size, rngs=rngs)

    def __call__(self, src: jax.Array, prev: jax.Array, pos: jax.Array) -> jax.Array:
        b = src.shape[0]
        s = self.src_proj(self.tok_embed(src).reshape(b, -1))
        h = jnp.concatenate([s, self.tok_embed(prev), self.pos_embed(pos)], axis=-1)
        h = nnx.relu(self.hidden1(h))
        h = nnx.relu(self.hidden2(h))
        return self.out(h)
