"""Log-probabilities and length normalisation for beam scores."""
from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np


def log_probs(logits: jax.Array) -> jax.Array:
    probs = jax.nn.softmax(logits, axis=-1)
    return jnp.log(probs + 1e-9)


def length_penalty(lengths: jax.Array, alpha: float) -> jax.Array:
    """GNMT length penalty ((5 + |Y|) / 6) ** alpha."""
    return ((5.0 + lengths.astype(jnp.float32)) / 6.0) ** alpha


def normalized_scores(scores: jax.Array, lengths: jax.Array, alpha: float) -> jax.Array:
    return scores / length_penalty(lengths, alpha)
