from dataclasses import dataclass


@dataclass
class Config:
    models: tuple = ("linear", "proto")
    n_classes: int = 5
    dim: int = 10
    n_per_class: int = 80
    embed_dim: int = 16
    width: int = 64
    depth: int = 2
    smoothing: float = 0.05
    lr: float = 2e-3
    steps: int = 150
    batch_size: int = 64
    seed: int = 0
