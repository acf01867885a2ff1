from dataclasses import dataclass


@dataclass(frozen=True)
class Config:
    seed: int = 0
    data_dim: int = 2
    width: int = 64
    depth: int = 3
    time_features: int = 16
    train_timesteps: int = 100
    batch_size: int = 128
    lr: float = 1e-3
    train_steps: int = 1
    sample_steps: int = 10
    num_samples: int = 64
    eta: float = 0.0
