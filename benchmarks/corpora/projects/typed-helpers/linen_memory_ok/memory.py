from __future__ import annotations

from dataclasses import dataclass

import jax
import jax.numpy as jnp

from .cache import SlotOps


@dataclass(frozen=True)
class MemoryConfig:
    num_slots: int = 4
    width: int = 8


def init_memory(cfg: MemoryConfig) -> jax.Array:
    return SlotOps.empty(cfg.num_slots, cfg.width)


def update_memory(memory: jax.Array, step: jax.Array, summary: jax.Array) -> jax.Array:
    slot = step % memory.shape[0]
    return SlotOps.write(memory, slot, summary)


def memory_features(memory: jax.Array) -> jax.Array:
    return SlotOps.read_all(memory)
