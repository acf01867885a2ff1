from __future__ import annotations

from typing import Protocol

import jax


class Monitor(Protocol):
    def record(self, name: str, value: jax.Array) -> None: ...

    def summary(self) -> dict[str, float]: ...
