from __future__ import annotations

from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax


class Routing(NamedTuple):
    gates: jax.Array
    probs: jax.Array


def top_k_gates(logits: jax.Array, k: int) -> Routing:
    """Dense (tokens, experts) gate matrix with k non-zeros per row."""
    probs = jax.nn.softmax(logits, axis=-1)
    top_vals, top_idx = lax.top_k(logits, k)
    top_w = jax.nn.softmax(top_vals, axis=-1)
    rows = jnp.arange(logits.shape[0])[:, None]
    gates = jnp.zeros_like(logits).at[rows, top_idx].set(top_w)
    return Routing(gates=gates, probs=probs)


def load_balance_loss(routing: Routing) -> jax.Array:
    n_experts = routing.gates.shape[-1]
    fraction = jnp.mean((routing.gates > 0).astype(jnp.float32), axis=0)
    importance = jnp.mean(routing.probs, axis=0)
    return n_experts * jnp.sum(fraction * importance)
