from dataclasses import dataclass


@dataclass(frozen=True)
class HMCConfig:
    seed: int = 0
    n_data: int = 200
    n_features: int = 5
    prior_scale: float = 2.0
    step_size: float = 0.05
    min_steps: int = 5
    max_steps: int = 15
    integrator: str = "leapfrog"
    num_warmup: int = 200
    num_samples: int = 600
