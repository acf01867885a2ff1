from dataclasses import dataclass


@dataclass
class Settings:
    width: int = 32
    depth: int = 2
    lr: float = 1e-2
    steps: int = 40
    batch: int = 64
    outlier_threshold: float = 3.0
    jitter: float = 0.02
    seed: int = 11
