from __future__ import annotations

from typing import NamedTuple


class RouterConfig(NamedTuple):
    d_model: int = 16
    d_hidden: int = 32
    num_experts: int = 4
    batch_size: int = 8
    learning_rate: float = 1e-2
    seed: int = 0
