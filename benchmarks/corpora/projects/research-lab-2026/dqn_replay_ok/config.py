from typing import NamedTuple


class DQNConfig(NamedTuple):
    corridor: int = 8
    max_steps: int = 20
    capacity: int = 2048
    hidden: int = 32
    batch_size: int = 64
    gamma: float = 0.95
    lr: float = 3e-3
    eps_start: float = 1.0
    eps_end: float = 0.05
    iterations: int = 40
    collect_steps: int = 32
    target_every: int = 5
    seed: int = 0
