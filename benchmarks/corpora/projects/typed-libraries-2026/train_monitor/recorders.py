"""Monitor implementations."""
from __future__ import annotations

from collections import defaultdict
from typing import Generic, TypeVar

import jax
import jax.numpy as jnp

T = TypeVar("T")


class Series(Generic[T]):
    def __init__(self) -> None:
        self.items: list[T] = []

    def append(self, item: T) -> None:
        self.items.append(item)

    def __len__(self) -> int:
        return len(self.items)


class HistoryMonitor:
    """Keeps every recorded value and reports the mean per name."""

    def __init__(self) -> None:
        self._series: defaultdict[str, Series[jax.Array]] = defaultdict(Series)

    def record(self, name: str, value: jax.Array) -> None:
        self._series[name].append(value)

    def summary(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for name, series in self._series.items():
            out[name] = float(jnp.stack(series.items).mean())
        return out
