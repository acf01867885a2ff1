from dataclasses import dataclass


@dataclass(frozen=True)
class PCConfig:
    max_points: int = 24
    min_points: int = 8
    n_classes: int = 3
    n_rbf: int = 16
    cutoff: float = 3.0
    hidden: int = 32
    n_interactions: int = 2
    batch_size: int = 32
    steps: int = 60
    lr: float = 3e-3
    log_every: int = 20
    n_test: int = 128
    seed: int = 0
