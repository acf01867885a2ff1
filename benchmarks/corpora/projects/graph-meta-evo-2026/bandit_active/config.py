from dataclasses import dataclass


@dataclass
class AcquisitionConfig:
    kind: str = "ucb"
    beta: float = 2.0
    xi: float = 0.01


@dataclass
class LoopConfig:
    pool_size: int = 400
    n_init: int = 6
    rounds: int = 12
    batch_size: int = 3
    n_features: int = 128
    lengthscale: float = 0.3
    noise: float = 0.05
    prior_var: float = 1.0
    seed: int = 0
