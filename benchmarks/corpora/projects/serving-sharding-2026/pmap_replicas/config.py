from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 64
    d_model: int = 32
    d_ff: int = 64


@dataclasses.dataclass(frozen=True)
class ServeConfig:
    per_device_batch: int = 2
    seq_len: int = 16
    pad_id: int = 0
    axis_name: str = "replica"
