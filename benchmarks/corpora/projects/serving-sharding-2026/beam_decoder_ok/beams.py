"""Beam state container and the top-k/gather bookkeeping."""
from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

NEG_INF = -1e9


class BeamState(NamedTuple):
    seqs: jax.Array  # [batch, beam, max_len] int32
    scores: jax.Array  # [batch, beam] summed log-probs
    hidden: jax.Array  # [batch, beam, d_hidden]
    finished: jax.Array  # [batch, beam] bool
    lengths: jax.Array  # [batch, beam] int32, tokens generated so far


def init_state(h0: jax.Array, beam_size: int, max_len: int, bos_id: int, pad_id: int) -> BeamState:
    batch = h0.shape[0]
    seqs = jnp.full((batch, beam_size, max_len), pad_id, jnp.int32).at[:, :, 0].set(bos_id)
    # Only the first beam is live at the start so the k copies do not all survive.
    scores = jnp.tile(jnp.array([0.0] + [NEG_INF] * (beam_size - 1)), (batch, 1))
    hidden = jnp.repeat(h0[:, None], beam_size, axis=1)
    return BeamState(
        seqs=seqs,
        scores=scores,
        hidden=hidden,
        finished=jnp.zeros((batch, beam_size), bool),
        lengths=jnp.zeros((batch, beam_size), jnp.int32),
    )


def select_top(candidates: jax.Array, beam_size: int, vocab_size: int):
    """candidates: [batch, beam * vocab] -> (scores, source beam, token), each [batch, beam]."""
    top_scores, flat_idx = lax.top_k(candidates, beam_size)
    return top_scores, flat_idx // vocab_size, (flat_idx % vocab_size).astype(jnp.int32)


def gather_beams(tree, beam_idx: jax.Array):
    """Reorder every [batch, beam, ...] leaf of ``tree`` along the beam axis."""

    def take(x):
        idx = beam_idx.reshape(beam_idx.shape + (1,) * (x.ndim - 2))
        return jnp.take_along_axis(x, idx, axis=1)

    return jax.tree.map(take, tree)
