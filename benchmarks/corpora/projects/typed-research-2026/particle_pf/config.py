from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class PFConfig:
    n_steps: int = 60
    n_particles: int = 512
    ess_threshold: float = 0.5
    sigma_v: float = 1.0
    sigma_w: float = 1.0
    sigma_grid: tuple[float, ...] = field(default=(0.5, 1.0, 2.0, 3.0))
    seed: int = 0
