from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    n_rows: int = 640
    n_features: int = 6
    hidden: int = 32
    batch_size: int = 64
    epochs: int = 5
    lr: float = 3e-3
    weight_decay: float = 1e-4
    eps: float = 1e-3
    seed: int = 4
