from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    seed: int = 0
    num_classes: int = 4
    signal_len: int = 32
    batch_size: int = 32
    hidden: int = 64
    embed_dim: int = 32
    proj_dim: int = 16
    temperature: float = 0.2
    lr: float = 1e-3
    steps: int = 3
    noise_std: float = 0.1
    max_shift: int = 4
