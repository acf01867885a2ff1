from typing import NamedTuple


class PFConfig(NamedTuple):
    n_steps: int = 60
    n_particles: int = 512
    process_std: float = 1.0
    obs_std: float = 1.0
    ess_threshold: float = 0.5
    switch_prob: float = 0.1
    seed: int = 0
