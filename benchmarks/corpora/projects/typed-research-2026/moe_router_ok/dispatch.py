from __future__ import annotations

from typing import Callable

import jax
import jax.numpy as jnp

ExpertFn = Callable[[jax.Array], jax.Array]


def expert_output(expert: ExpertFn, x: jax.Array, gate: jax.Array) -> jax.Array:
    """Contribution of one expert to every token, weighted by its gate value."""
    routed = gate > 0
    out = expert(x) * jnp.where(routed, gate, 0.0)[:, None]
    return out


def combine(experts: list[ExpertFn], x: jax.Array, gates: jax.Array) -> jax.Array:
    y = jnp.zeros_like(x)
    for e, expert in enumerate(experts):
        y = y + expert_output(expert, x, gates[:, e])
    return y
