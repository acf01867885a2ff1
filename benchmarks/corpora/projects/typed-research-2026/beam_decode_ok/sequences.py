from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp

from beam_decode_ok.vocab import Vocab


class Hypotheses(NamedTuple):
    tokens: jax.Array
    scores: jax.Array


def pad_to(x: jax.Array, length: int, value: int) -> jax.Array:
    return jnp.pad(x, (0, length - x.shape[0]), constant_values=value)


def eos_position(tokens: jax.Array, eos_id: int) -> jax.Array:
    is_eos = tokens == eos_id
    return jnp.where(jnp.any(is_eos), jnp.argmax(is_eos), tokens.shape[0] - 1)


def trim_after_eos(tokens: jax.Array, eos_id: int, pad_id: int) -> jax.Array:
    end = eos_position(tokens, eos_id)
    keep = jnp.arange(tokens.shape[0]) <= end
    return jnp.where(keep, tokens, pad_id)


def length_penalty(lengths: jax.Array, alpha: float) -> jax.Array:
    return ((5.0 + lengths) / 6.0) ** alpha


def finalize(tokens: jax.Array, scores: jax.Array, vocab: Vocab, alpha: float) -> Hypotheses:
    cleaned = jax.vmap(trim_after_eos, in_axes=(0, None, None))(tokens, vocab.eos, vocab.pad)
    lengths = jnp.sum(cleaned != vocab.pad, axis=-1).astype(jnp.float32)
    normed = scores / length_penalty(lengths, alpha)
    order = jnp.argsort(-normed)
    return Hypotheses(tokens=cleaned[order], scores=normed[order])
