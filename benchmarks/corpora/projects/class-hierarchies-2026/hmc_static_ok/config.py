from dataclasses import dataclass


@dataclass
class HMCConfig:
    target: str = "scaled_gaussian"
    dim: int = 6
    step_size: float = 0.15
    n_leapfrog: int = 12
    n_chains: int = 4
    n_pilot: int = 150
    n_samples: int = 400
    seed: int = 0
