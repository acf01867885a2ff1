from dataclasses import dataclass


@dataclass(frozen=True)
class SolverConfig:
    method: str = "jacobi"
    max_iters: int = 40
    tol: float = 1e-6
    damping: float = 0.8
    min_eig: float = 1e-3


@dataclass(frozen=True)
class ProblemConfig:
    n: int = 32
    batch: int = 16
    reaction: float = 0.5
    seed: int = 0
