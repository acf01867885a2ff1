from dataclasses import dataclass


@dataclass
class PDEConfig:
    n_points: int = 128
    length: float = 2.0
    viscosity: float = 0.02
    t_final: float = 1.0
    n_outputs: int = 20
    cfl: float = 0.4
    amplitude: float = 1.0
