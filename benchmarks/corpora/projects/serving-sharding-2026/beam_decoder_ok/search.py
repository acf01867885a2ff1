"""Beam search driver: prompt encoding followed by a scan over output positions."""
from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
from jax import lax

from . import beams, model, scoring
from .config import BeamConfig, ModelConfig


def _beam_search(params, prompt, prompt_mask, m_cfg: ModelConfig, b_cfg: BeamConfig):
    batch = prompt.shape[0]
    k, vocab = b_cfg.beam_size, m_cfg.vocab_size
    h0 = model.encode(params, prompt, prompt_mask, model.initial_state(m_cfg, batch))
    state = beams.init_state(h0, k, b_cfg.max_len, b_cfg.bos_id, b_cfg.pad_id)

    # A finished beam may only extend with padding, at no cost.
    finished_row = jnp.full((vocab,), beams.NEG_INF).at[b_cfg.pad_id].set(0.0)

    def step(state: beams.BeamState, t):
        last = state.seqs[:, :, t].reshape(batch * k)
        logits, h_new = model.step(params, last, state.hidden.reshape(batch * k, -1))
        lp = scoring.log_probs(logits).reshape(batch, k, vocab)
        lp = jnp.where(state.finished[..., None], finished_row, lp)
        candidates = (state.scores[..., None] + lp).reshape(batch, k * vocab)
        top_scores, src, tok = beams.select_top(candidates, k, vocab)

        kept = beams.gather_beams(
            (state.seqs, h_new.reshape(batch, k, -1), state.finished, state.lengths), src
        )
        seqs, hidden, finished, lengths = kept
        seqs = seqs.at[:, :, t + 1].set(tok)
        lengths = lengths + (~finished).astype(jnp.int32)
        finished = finished | (tok == b_cfg.eos_id)
        return beams.BeamState(seqs, top_scores, hidden, finished, lengths), None

    state, _ = lax.scan(step, state, jnp.arange(b_cfg.max_len - 1))
    final = scoring.normalized_scores(state.scores, state.lengths, b_cfg.length_penalty)
    order = jnp.argsort(-final, axis=-1)
    return jnp.take_along_axis(state.seqs, order[..., None], axis=1), jnp.take_along_axis(final, order, axis=1)


def make_search_fn(m_cfg: ModelConfig, b_cfg: BeamConfig):
    return jax.jit(functools.partial(_beam_search, m_cfg=m_cfg, b_cfg=b_cfg))
