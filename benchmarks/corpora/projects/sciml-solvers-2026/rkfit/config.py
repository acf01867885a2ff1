import math
from dataclasses import dataclass, field


@dataclass(frozen=True)
class SolverConfig:
    method: str = "rk4"
    obs_dt: float = 0.3
    max_dt: float = 0.1

    @property
    def substeps(self):
        return max(1, math.ceil(self.obs_dt / self.max_dt - 1e-9))


@dataclass(frozen=True)
class FitConfig:
    n_obs: int = 30
    noise: float = 0.05
    lr: float = 0.05
    n_iters: int = 200
    log_every: int = 50
    seed: int = 0
    solver: SolverConfig = field(default_factory=SolverConfig)
