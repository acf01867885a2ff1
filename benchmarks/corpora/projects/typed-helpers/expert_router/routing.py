from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp


class ExpertParams(NamedTuple):
    w_in: jax.Array   # (E, D, H)
    w_out: jax.Array  # (E, H, D)


def gate_logits(gate: jax.Array, x: jax.Array) -> jax.Array:
    """Batch-averaged router logits, shape (E,)."""
    return jnp.mean(x @ gate, axis=0)


def top_expert(logits: jax.Array) -> int:
    return int(jnp.argmax(logits))


def select_expert(experts: ExpertParams, logits: jax.Array) -> tuple[jax.Array, jax.Array]:
    idx = top_expert(logits)
    return experts.w_in[idx], experts.w_out[idx]
