from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OptimConfig:
    base_lr: float = 1e-2
    warmup_steps: int = 3
    total_steps: int = 12
    weight_decay: float = 1e-4
    clip_norm: float = 1.0

    @property
    def decay_steps(self) -> int:
        return max(self.total_steps - self.warmup_steps, 1)
