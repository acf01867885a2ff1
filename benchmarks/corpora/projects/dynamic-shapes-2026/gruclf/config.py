"""Experiment configuration."""
from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    n_features: int = 3
    hidden: int = 24
    n_classes: int = 2
    max_len: int = 6
    min_len: int = 3
    batch: int = 64
    steps: int = 50
    lr: float = 3e-3
    seed: int = 0
