from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OTConfig:
    n_source: int = 96
    n_target: int = 128
    epsilon: float = 0.05
    tol: float = 1e-3
    max_iter: int = 300
    n_rounds: int = 6
    step_size: float = 0.5
    seed: int = 0
