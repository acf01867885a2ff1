"""Engine that lowers and compiles its decode step for each batch size up front."""
from __future__ import annotations

import bisect
import time

import jax
import jax.numpy as jnp
import numpy as np

from . import constraints, model, vocab
from .config import CompileConfig, ModelConfig


class CompiledEngine:
    def __init__(self, cfg: ModelConfig, ccfg: CompileConfig, params: dict):
        self.cfg = cfg
        self.ccfg = ccfg
        self.params = params
        self.batch_sizes = sorted(ccfg.batch_sizes)
        param_specs = jax.tree.map(lambda x: jax.ShapeDtypeStruct(x.shape, x.dtype), params)
        step = jax.jit(self._decode_step)
        self._executables = {}
        t0 = time.perf_counter()
        for b in self.batch_sizes:
            tokens = jax.ShapeDtypeStruct((b, ccfg.seq_len), jnp.int32)
            lengths = jax.ShapeDtypeStruct((b,), jnp.int32)
            self._executables[b] = step.lower(param_specs, tokens, lengths).compile()
        self.compile_seconds = time.perf_counter() - t0

    def _decode_step(self, params, tokens, lengths):
        rows = jnp.arange(tokens.shape[0])
        logits = model.apply(params, tokens)[rows, lengths - 1]
        prev = tokens[rows, lengths - 1]
        logits = jax.vmap(constraints.constrain)(logits, prev)
        nxt = jnp.argmax(logits, axis=-1).astype(jnp.int32)
        return tokens.at[rows, lengths].set(nxt), lengths + 1

    def _executable_for(self, n: int) -> tuple[int, object]:
        i = bisect.bisect_left(self.batch_sizes, n)
        if i == len(self.batch_sizes):
            raise ValueError(f"batch of {n} exceeds the largest compiled size {self.batch_sizes[-1]}")
        b = self.batch_sizes[i]
        return b, self._executables[b]

    def generate(self, prompts: list[list[int]]) -> list[list[int]]:
        b, executable = self._executable_for(len(prompts))
        tokens = np.full((b, self.ccfg.seq_len), vocab.PAD, np.int32)
        lengths = np.ones((b,), np.int32)
        tokens[:, 0] = vocab.BOS
        for i, p in enumerate(prompts):
            tokens[i, : len(p)] = p
            lengths[i] = len(p)
        start = lengths.copy()
        tok_dev, len_dev = jnp.asarray(tokens), jnp.asarray(lengths)
        for _ in range(self.ccfg.max_new_tokens):
            tok_dev, len_dev = executable(self.params, tok_dev, len_dev)
        out = np.asarray(tok_dev)
        return [out[i, : start[i] + self.ccfg.max_new_tokens].tolist() for i in range(len(prompts))]
