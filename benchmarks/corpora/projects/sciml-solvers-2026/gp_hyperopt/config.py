from dataclasses import dataclass


@dataclass
class GPConfig:
    kernel: str = "matern52"
    n_train: int = 40
    n_test: int = 200
    noise_sd: float = 0.1
    init_lengthscale: float = 1.0
    init_variance: float = 1.0
    init_noise: float = 0.3
    jitter: float = 1e-5
    lr: float = 0.05
    steps: int = 150
    log_every: int = 30
    seed: int = 3
