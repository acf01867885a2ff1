from dataclasses import dataclass


@dataclass(frozen=True)
class GANConfig:
    latent_dim: int = 4
    data_dim: int = 2
    g_hidden: tuple = (64, 64)
    d_hidden: tuple = (64, 64)
    dropout: float = 0.1
    lr_g: float = 1e-3
    lr_d: float = 1e-3
    n_critic: int = 1
    label_smoothing: float = 0.1
    r1_weight: float = 0.05
    batch_size: int = 128
    steps: int = 300
