"""Per-step statistics gathered from inside the model and summarised on the host."""
from __future__ import annotations

import collections
import functools

import jax
import jax.numpy as jnp

_STATS: dict[str, list] = collections.defaultdict(list)


def _append(name: str, value) -> None:
    _STATS[name].append(value)


def record(name: str, value: jax.Array) -> None:
    _append(name, value)


def reset() -> None:
    _STATS.clear()


def summary() -> dict[str, float]:
    return {name: float(jnp.mean(jnp.stack(values))) for name, values in _STATS.items()}
