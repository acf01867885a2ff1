from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Batch(NamedTuple):
    tokens: jax.Array
    labels: jax.Array


def sample_batch(key: jax.Array, batch_size: int, seq_len: int, vocab_size: int, n_classes: int) -> Batch:
    tokens = jax.random.randint(key, (batch_size, seq_len), 0, vocab_size)
    labels = jnp.sum(tokens < vocab_size // 2, axis=1) % n_classes
    return Batch(tokens=tokens, labels=labels)
