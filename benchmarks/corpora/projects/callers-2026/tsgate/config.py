from dataclasses import dataclass, field


@dataclass
class Config:
    seed: int = 0
    in_dim: int = 12
    hidden: tuple = (32, 32)
    num_classes: int = 5
    batch_size: int = 16
    steps: int = 4
    lr: float = 3e-3
    label_smoothing: float = 0.1
    temperature: float = 2.0
    distill_weight: float = 0.5
    log_every: int = 2
    extra: dict = field(default_factory=dict)
