"""The sampling loop, written as a single lax.while_loop inside jit."""
from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from . import lm, sampling, stopping
from .config import LMConfig, SamplingConfig


class LoopState(NamedTuple):
    step: jax.Array
    tokens: jax.Array
    done: jax.Array
    key: jax.Array


def _generate(params, prompt, lm_cfg: LMConfig, s_cfg: SamplingConfig):
    batch, prompt_len = prompt.shape
    if prompt_len < lm_cfg.context:
        raise ValueError("prompt must be at least one context window long")
    total = prompt_len + s_cfg.max_new_tokens
    sampler = sampling.get_sampler(s_cfg)

    tokens = jnp.full((batch, total), s_cfg.pad_id, jnp.int32)
    tokens = tokens.at[:, :prompt_len].set(prompt)

    def cond_fn(state: LoopState):
        return stopping.should_continue(state.done, state.step, s_cfg.max_new_tokens)

    def body_fn(state: LoopState) -> LoopState:
        pos = prompt_len + state.step
        window = lax.dynamic_slice_in_dim(state.tokens, pos - lm_cfg.context, lm_cfg.context, axis=1)
        logits = lm.next_logits(params, window)
        key, sub = jax.random.split(state.key)
        nxt = sampler(logits, sub)
        nxt = jnp.where(state.done, s_cfg.pad_id, nxt)
        tokens = lax.dynamic_update_slice_in_dim(state.tokens, nxt[:, None], pos, axis=1)
        done = stopping.update_done(state.done, nxt, s_cfg.eos_id)
        return LoopState(state.step + 1, tokens, done, key)

    init = LoopState(
        step=jnp.zeros((), jnp.int32),
        tokens=tokens,
        done=jnp.zeros((batch,), bool),
        key=jax.random.key(s_cfg.seed),
    )
    final = lax.while_loop(cond_fn, body_fn, init)
    return final.tokens[:, prompt_len:], final.step


generate = jax.jit(_generate, static_argnames=("lm_cfg", "s_cfg"))
