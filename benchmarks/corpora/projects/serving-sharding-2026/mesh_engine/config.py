from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 128
    d_model: int = 64
    d_ff: int = 256
    num_layers: int = 2


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    data: int = 2
    model: int = 4


@dataclasses.dataclass(frozen=True)
class ServeConfig:
    seq_buckets: tuple[int, ...] = (16, 32)
    max_new_tokens: int = 6
    pad_id: int = 0
