"""Apply the grammar to next-token logits for one sequence."""
from __future__ import annotations

import jax
import jax.numpy as jnp

from . import vocab

NEG_INF = -1e9


def allowed_next(prev_token: jax.Array) -> jax.Array:
    return vocab.FOLLOW_MASKS[prev_token]


def constrain(logits: jax.Array, prev_token: jax.Array) -> jax.Array:
    """logits: [vocab]; prev_token: scalar id."""
    return jnp.where(allowed_next(prev_token), logits, NEG_INF)
