from __future__ import annotations

import jax
import jax.numpy as jnp
from flax import nnx
from jax import lax

from beam_decode.config import DecoderConfig
from beam_decode.model import StepScorer
from beam_decode.sequences import Hypotheses, finalize
from beam_decode.vocab import Vocab


def expand(scores: jax.Array, logp: jax.Array, k: int) -> tuple[jax.Array, jax.Array, jax.Array]:
    vocab_size = logp.shape[-1]
    flat = (scores[:, None] + logp).reshape(-1)
    top_scores, idx = lax.top_k(flat, k)
    return top_scores, idx // vocab_size, idx % vocab_size


@nnx.jit(static_argnames=("cfg", "vocab"))
def beam_search(model: StepScorer, src: jax.Array, cfg: DecoderConfig, vocab: Vocab) -> Hypotheses:
    k, length, v = cfg.beam_size, cfg.max_len, cfg.vocab_size
    tokens = jnp.full((k, length), vocab.pad, dtype=jnp.int32)
    scores = jnp.full((k,), -jnp.inf).at[0].set(0.0)
    done = jnp.zeros((k,), dtype=bool)
    prev = jnp.full((k,), vocab.bos, dtype=jnp.int32)
    src_k = jnp.broadcast_to(src, (k, src.shape[-1]))
    pad_only = jnp.full((v,), -jnp.inf).at[vocab.pad].set(0.0)
    for t in range(length):
        logp = jax.nn.log_softmax(model(src_k, prev, jnp.full((k,), t)), axis=-1)
        logp = jnp.where(done[:, None], pad_only[None, :], logp)
        scores, parent, tok = expand(scores, logp, k)
        tokens = tokens[parent].at[:, t].set(tok)
        done = done[parent] | (tok == vocab.eos)
        prev = tok
    return finalize(tokens, scores, vocab, cfg.length_penalty)
