from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    seed: int = 0
    T: int = 100
    beta_start: float = 1e-4
    beta_end: float = 0.02
    hidden: int = 64
    emb_dim: int = 16
    batch_size: int = 128
    lr: float = 1e-3
    train_steps: int = 3
    num_samples: int = 64
    sample_steps: int = 10
