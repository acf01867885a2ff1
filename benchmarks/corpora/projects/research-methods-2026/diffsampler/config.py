from dataclasses import dataclass


@dataclass
class Config:
    seed: int = 0
    num_timesteps: int = 40
    beta_start: float = 1e-4
    beta_end: float = 0.2
    schedule: str = "linear"
    hidden: int = 64
    time_dim: int = 16
    lr: float = 2e-3
    batch_size: int = 256
    train_steps: int = 400
    num_samples: int = 512
    log_every: int = 100


def get_config(**overrides):
    cfg = Config()
    for k, v in overrides.items():
        setattr(cfg, k, v)
    return cfg
