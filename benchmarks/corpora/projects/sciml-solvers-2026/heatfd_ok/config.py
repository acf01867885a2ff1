from typing import NamedTuple

import numpy as np


class Grid(NamedTuple):
    n: int = 65
    length: float = 1.0
    periodic: bool = False

    @property
    def dx(self):
        if self.periodic:
            return self.length / self.n
        return self.length / (self.n - 1)

    def coords(self):
        return np.arange(self.n) * self.dx


class RunSpec(NamedTuple):
    kappa: float = 1.0
    dt: float = 5e-4
    n_steps: int = 200
    scheme: str = "crank_nicolson"
    cg_tol: float = 1e-6
    cg_maxiter: int = 400


THETA = {"forward_euler": 0.0, "crank_nicolson": 0.5, "backward_euler": 1.0}
