import dataclasses


@dataclasses.dataclass(frozen=True)
class Hyper:
    state_dim: int = 2
    width: int = 24
    depth: int = 2
    t1: float = 1.0
    dt: float = 0.1
    n_traj: int = 8
    lr: float = 5e-3
    steps: int = 3
    seed: int = 42
    damping: float = 0.3
