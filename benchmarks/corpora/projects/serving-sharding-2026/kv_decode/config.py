"""Configuration dataclasses for the model and the decode loop."""
from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 128
    d_model: int = 64
    num_heads: int = 4
    num_layers: int = 2
    d_ff: int = 128
    max_seq_len: int = 48

    @property
    def head_dim(self) -> int:
        return self.d_model // self.num_heads


@dataclasses.dataclass(frozen=True)
class DecodeConfig:
    max_new_tokens: int = 16
    temperature: float = 0.0
    eos_id: int = 1
    pad_id: int = 0
    use_cache: bool = True
    seed: int = 0
