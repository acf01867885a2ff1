from dataclasses import dataclass


@dataclass
class SamplerConfig:
    num_steps: int = 8
    beta_min: float = 1e-3
    beta_max: float = 0.2
    n_samples: int = 16
    dim: int = 2


TRAIN = {"seed": 0, "batch": 32, "steps": 3, "lr": 2e-3, "hidden": 32}
