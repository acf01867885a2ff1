"""Experiment settings."""

import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    loss: str = "trimmed"
    optimizer: str = "adam"
    learning_rate: float = 0.05
    weight_decay: float = 1e-4
    cutoff: float = 1.5
    steps: int = 150
    log_every: int = 50
