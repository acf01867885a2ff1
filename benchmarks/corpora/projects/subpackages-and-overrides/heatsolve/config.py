"""Solver settings."""

from dataclasses import dataclass


@dataclass(frozen=True)
class SolverConfig:
    n_points: int = 33
    diffusivity: float = 0.1
    dt: float = 1e-3
    n_steps: int = 200
    boundary: str = "dirichlet"
    stencil: tuple = (1.0, -2.0, 1.0)
    use_source: bool = True
    source_strength: float = 2.0
    record_every: int = 50
