"""Run settings."""

import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    dt: float = 0.02
    horizon: int = 120
    floor: float | None = -1.0
    learning_rate: float = 0.05
    iterations: int = 150
    log_every: int = 50
