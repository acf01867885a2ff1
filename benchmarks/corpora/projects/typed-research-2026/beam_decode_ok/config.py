from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class DecoderConfig:
    vocab_size: int = 13
    src_len: int = 5
    max_len: int = 6
    d_model: int = 32
    hidden: int = 128
    beam_size: int = 4
    length_penalty: float = 0.6
    batch_size: int = 64
    learning_rate: float = 5e-3
    n_steps: int = 200
    n_eval: int = 5
    seed: int = 0
