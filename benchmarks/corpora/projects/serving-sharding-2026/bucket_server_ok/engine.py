"""Scoring engine: one compiled function per bucket shape, cached by jit."""
from __future__ import annotations

import jax
import jax.numpy as jnp

from . import model
from .batching import PaddedBatch
from .config import ModelConfig, ServerConfig


class ScoringEngine:
    def __init__(self, cfg: ModelConfig, scfg: ServerConfig, params: dict):
        self.cfg = cfg
        self.scfg = scfg
        self.params = params
        self._score = jax.jit(self._score_impl)

    def _score_impl(self, params, tokens, mask):
        logits = model.apply(params, tokens[:, :-1])
        logp = jax.nn.log_softmax(logits, axis=-1)
        token_logp = jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1)[..., 0]
        target_mask = mask[:, 1:]
        seq_logp = jnp.sum(jnp.where(target_mask, token_logp, 0.0), axis=-1)
        seq_len = jnp.sum(target_mask, axis=-1)
        batch_logp = jnp.sum(seq_logp)
        return seq_logp, seq_len, batch_logp / jnp.maximum(jnp.sum(seq_len), 1)

    def score(self, batch: PaddedBatch):
        return self._score(self.params, batch.tokens, batch.mask)

    def compiled_shapes(self) -> int:
        return self._score._cache_size()
