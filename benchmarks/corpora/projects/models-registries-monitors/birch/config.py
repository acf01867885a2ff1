from dataclasses import dataclass
from typing import Tuple


@dataclass
class Config:
    in_dim: int = 10
    hidden: Tuple[int, ...] = (24, 24)
    num_classes: int = 4
    label_smoothing: float = 0.1
    lr: float = 5e-3
    steps: int = 30
    batch_size: int = 48
    seed: int = 3
