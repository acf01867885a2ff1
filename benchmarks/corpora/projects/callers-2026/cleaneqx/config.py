from typing import NamedTuple


class Cfg(NamedTuple):
    d_in: int = 6
    d_z: int = 12
    classes: int = 3
    max_iter: int = 20
    tol: float = 1e-4
    batch: int = 8
    steps: int = 3
    lr: float = 0.02
    beta: float = 0.9
    dropout: float = 0.1
    seed: int = 4
