from dataclasses import dataclass


@dataclass
class GANConfig:
    n_modes: int = 8
    radius: float = 2.0
    noise_dim: int = 4
    hidden: int = 64
    batch_size: int = 128
    g_lr: float = 1e-3
    d_lr: float = 1e-3
    steps: int = 60
    r1_weight: float = 0.5
    r1_clip: float = 10.0
    seed: int = 0
