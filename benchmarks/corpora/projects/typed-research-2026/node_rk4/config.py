from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ODEConfig:
    state_dim: int = 2
    hidden: int = 32
    depth: int = 2
    t_final: float = 3.0
    n_obs: int = 16
    max_dt: float = 0.08
    substeps: int = 3
    batch_size: int = 32
    learning_rate: float = 3e-3
    n_iters: int = 60
    seed: int = 0
