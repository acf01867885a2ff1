from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 260
    d_model: int = 32
    d_ff: int = 96


@dataclasses.dataclass(frozen=True)
class ServerConfig:
    buckets: tuple[int, ...] = (16, 32, 64)
    max_batch: int = 4
