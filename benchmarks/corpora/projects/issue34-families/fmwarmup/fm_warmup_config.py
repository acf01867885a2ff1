from dataclasses import dataclass


@dataclass(frozen=True)
class TrainConfig:
    base_lr: float = 0.05
    warmup_steps: int = 10
    total_steps: int = 40
