"""A uniform mesh on [0, 1]."""

import numpy as np

from heatsolve.config import SolverConfig


def spacing(cfg: SolverConfig) -> float:
    return 1.0 / (cfg.n_points - 1)


def nodes(cfg: SolverConfig) -> np.ndarray:
    return np.linspace(0.0, 1.0, cfg.n_points, dtype=np.float32)


def initial_profile(cfg: SolverConfig) -> np.ndarray:
    x = nodes(cfg)
    return np.exp(-80.0 * (x - 0.3) ** 2).astype(np.float32)
