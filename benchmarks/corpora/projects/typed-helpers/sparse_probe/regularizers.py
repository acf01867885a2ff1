from __future__ import annotations

from typing import Protocol, runtime_checkable

import jax
import jax.numpy as jnp


@runtime_checkable
class Regularizer(Protocol):
    def __call__(self, w: jnp.ndarray) -> jnp.ndarray: ...


class PositiveL1:
    """Penalise only excitatory weights."""

    def __init__(self, strength: float) -> None:
        self.strength = strength

    def __call__(self, w: jnp.ndarray) -> jnp.ndarray:
        excitatory = w[w > 0]
        return self.strength * jnp.sum(excitatory)


class L2:
    def __init__(self, strength: float) -> None:
        self.strength = strength

    def __call__(self, w: jnp.ndarray) -> jnp.ndarray:
        return self.strength * jnp.sum(w * w)


def total_penalty(leaves: list[jax.Array], regs: tuple[Regularizer, ...]) -> jax.Array:
    out = jnp.zeros(())
    for leaf in leaves:
        if leaf.ndim < 2:
            continue
        for reg in regs:
            out = out + reg(leaf)
    return out
