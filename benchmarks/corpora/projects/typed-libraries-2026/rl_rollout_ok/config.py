"""Environment configuration and reward constants."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

GOAL_BONUS: Final[float] = 10.0
STEP_PENALTY: Final[float] = 0.01


@dataclass(frozen=True)
class EnvConfig:
    goal_x: float = 1.0
    goal_y: float = -0.5
    goal_radius: float = 0.2
    max_speed: float = 0.1
    dt: float = 0.5

    @property
    def goal(self) -> tuple[float, float]:
        return (self.goal_x, self.goal_y)

    @property
    def max_step(self) -> float:
        return self.max_speed * self.dt
