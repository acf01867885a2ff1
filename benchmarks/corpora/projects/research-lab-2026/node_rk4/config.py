from dataclasses import dataclass


@dataclass
class ODEConfig:
    n_traj: int = 8
    n_times: int = 16
    t_final: float = 4.0
    width: int = 32
    depth: int = 2
    lr: float = 5e-3
    steps: int = 30
    rk_substeps: int = 2
    seed: int = 0
