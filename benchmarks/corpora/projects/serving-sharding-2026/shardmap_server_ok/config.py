from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 96
    d_model: int = 32
    d_ff: int = 128
    num_layers: int = 2


@dataclasses.dataclass(frozen=True)
class MeshConfig:
    data: int = 2
    model: int = 4


@dataclasses.dataclass(frozen=True)
class GenConfig:
    max_new_tokens: int = 10
    prompt_bucket: int = 16
    eos_id: int = 1
    newline_id: int = 10
    pad_id: int = 0
