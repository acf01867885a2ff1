"""A decode engine that owns the parameters and the jitted prefill/step functions."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np

from . import cache as cache_lib
from . import model, sampling
from .config import DecodeConfig, ModelConfig


class DecodeEngine:
    def __init__(self, cfg: ModelConfig, dcfg: DecodeConfig, params: dict):
        self.cfg = cfg
        self.dcfg = dcfg
        self.params = params
        self._prefill = jax.jit(self._prefill_impl)
        self._step = jax.jit(self._step_impl)
        self._reference = jax.jit(self._reference_impl)

    def _prefill_impl(self, params, tokens, key):
        cache = cache_lib.init_cache(self.cfg, tokens.shape[0])
        logits, cache = model.prefill(params, tokens, cache, self.cfg)
        return sampling.sample(logits, key, self.dcfg.temperature), cache

    def _step_impl(self, params, token, pos, cache, key):
        logits, cache = model.decode_step(params, token, pos, cache, self.cfg)
        return sampling.sample(logits, key, self.dcfg.temperature), cache

    def _reference_impl(self, params, tokens, last_index):
        logits = model.full_forward(params, tokens, self.cfg)
        return jnp.argmax(logits[:, last_index], axis=-1).astype(jnp.int32)

    def generate(self, prompt_tokens: np.ndarray) -> np.ndarray:
        batch, prompt_len = prompt_tokens.shape
        if prompt_len + self.dcfg.max_new_tokens > self.cfg.max_seq_len:
            raise ValueError("prompt plus generation does not fit in the cache")
        key = jax.random.key(self.dcfg.seed)
        key, sub = jax.random.split(key)
        token, cache = self._prefill(self.params, jnp.asarray(prompt_tokens), sub)
        generated = [np.asarray(token)]
        done = generated[-1] == self.dcfg.eos_id
        for step in range(self.dcfg.max_new_tokens - 1):
            pos = jnp.asarray(prompt_len + step, dtype=jnp.int32)
            key, sub = jax.random.split(key)
            token, cache = self._step(self.params, token, pos, cache, sub)
            generated.append(np.where(done, self.dcfg.pad_id, np.asarray(token)))
            done |= generated[-1] == self.dcfg.eos_id
            if done.all():
                break
        return np.stack(generated, axis=1)

    def generate_uncached(self, prompt_tokens: np.ndarray, num_tokens: int) -> np.ndarray:
        """Greedy reference decode that recomputes the full prefix every step."""
        batch, prompt_len = prompt_tokens.shape
        buf = np.full((batch, self.cfg.max_seq_len), self.dcfg.pad_id, np.int32)
        buf[:, :prompt_len] = prompt_tokens
        for i in range(num_tokens):
            nxt = self._reference(self.params, jnp.asarray(buf), prompt_len + i - 1)
            buf[:, prompt_len + i] = np.asarray(nxt)
        return buf[:, prompt_len : prompt_len + num_tokens]
