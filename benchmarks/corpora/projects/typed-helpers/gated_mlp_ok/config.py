from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    d_in: int = 12
    d_hidden: int = 48
    d_out: int = 3
    act_clip: float = 4.0


@dataclass(frozen=True)
class TrainConfig:
    batch_size: int = 16
    learning_rate: float = 3e-3
    steps: int = 3
    seed: int = 42
