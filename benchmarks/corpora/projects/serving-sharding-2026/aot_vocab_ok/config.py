from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    d_model: int = 32
    d_ff: int = 64
    vocab_size: int = 16


@dataclasses.dataclass(frozen=True)
class CompileConfig:
    batch_sizes: tuple[int, ...] = (2, 4)
    seq_len: int = 24
    max_new_tokens: int = 8
