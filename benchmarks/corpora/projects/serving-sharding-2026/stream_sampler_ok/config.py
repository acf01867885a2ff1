"""Dataclass configs; both are frozen so they can be passed as static jit arguments."""
from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class LMConfig:
    vocab_size: int = 48
    d_embed: int = 16
    context: int = 4
    hidden: int = 64


@dataclasses.dataclass(frozen=True)
class SamplingConfig:
    method: str = "greedy"  # greedy | temperature | top_k | nucleus
    temperature: float = 1.0
    top_k: int = 8
    top_p: float = 0.9
    max_new_tokens: int = 20
    eos_id: int = 1
    pad_id: int = 0
    seed: int = 0
