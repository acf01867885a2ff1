from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GPConfig:
    n_train: int = 48
    n_test: int = 32
    noise_std: float = 0.15
    base_jitter: float = 1e-6
    learning_rate: float = 0.05
    n_steps: int = 120
    log_every: int = 40
    seed: int = 0
