from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    ensemble_size: int = 4
    width: int = 32
    depth: int = 2
    lr: float = 5e-3
    steps: int = 60
    n_points: int = 128
    print_every: int = 20
    seed: int = 0
