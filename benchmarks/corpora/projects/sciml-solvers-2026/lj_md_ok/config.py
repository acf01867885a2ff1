import math
from dataclasses import dataclass


@dataclass(frozen=True)
class MDConfig:
    n_side: int = 8
    density: float = 0.6
    temperature: float = 1.0
    dt: float = 0.004
    n_steps: int = 400
    cutoff: float = 2.5
    skin: float = 0.4
    sigma: float = 1.0
    epsilon: float = 1.0
    seed: int = 0

    @property
    def n_particles(self):
        return self.n_side ** 2

    @property
    def box(self):
        return math.sqrt(self.n_particles / self.density)
