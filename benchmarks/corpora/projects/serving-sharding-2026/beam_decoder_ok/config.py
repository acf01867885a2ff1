from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    vocab_size: int = 20
    d_embed: int = 24
    d_hidden: int = 48


@dataclasses.dataclass(frozen=True)
class BeamConfig:
    beam_size: int = 4
    max_len: int = 12
    length_penalty: float = 0.6
    bos_id: int = 2
    eos_id: int = 1
    pad_id: int = 0
