from typing import NamedTuple


class Settings(NamedTuple):
    set_size: int = 6
    feat: int = 5
    width: int = 32
    n_tasks: int = 2
    out_dim: int = 3
    batch: int = 8
    steps: int = 4
    lr: float = 3e-3
    ema: float = 0.9
    seed: int = 11
