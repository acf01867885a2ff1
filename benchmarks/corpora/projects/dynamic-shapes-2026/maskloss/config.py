"""Semi-supervised classification experiment config."""
from dataclasses import dataclass, field


@dataclass
class Config:
    n_samples: int = 600
    n_features: int = 2
    n_classes: int = 3
    labeled_frac: float = 0.1
    widths: list[int] = field(default_factory=lambda: [64, 64])
    entropy_weight: float = 0.1
    lr: float = 1e-2
    steps: int = 200
    report_k: int = 5
    seed: int = 0
