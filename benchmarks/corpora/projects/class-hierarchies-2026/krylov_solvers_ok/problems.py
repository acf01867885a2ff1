from functools import cached_property

import numpy as np


class DiffusionReactionBatch:
    """A batch of 1-D diffusion-reaction operators -(a u')' + c u with random
    piecewise-smooth coefficients, discretised on a uniform grid (h = 1)."""

    def __init__(self, cfg):
        self.cfg = cfg
        self.rng = np.random.default_rng(cfg.seed)

    @cached_property
    def coefficients(self):
        n, batch = self.cfg.n, self.cfg.batch
        grid = np.linspace(0, 1, n + 1)
        phase = self.rng.uniform(0, 2 * np.pi, size=(batch, 1))
        return 1.0 + 0.5 * np.sin(4 * np.pi * grid[None, :] + phase)

    @cached_property
    def matrices(self):
        a = self.coefficients
        left, right = a[:, :-1], a[:, 1:]
        diag = left + right + self.cfg.reaction
        mats = np.zeros((self.cfg.batch, self.cfg.n, self.cfg.n))
        idx = np.arange(self.cfg.n)
        mats[:, idx, idx] = diag
        mats[:, idx[:-1], idx[1:]] = -right[:, :-1]
        mats[:, idx[1:], idx[:-1]] = -right[:, :-1]
        return mats.astype(np.float32)

    @cached_property
    def rhs(self):
        return self.rng.normal(size=(self.cfg.batch, self.cfg.n)).astype(np.float32)

    def reference(self):
        A = self.matrices.astype(np.float64)
        return np.linalg.solve(A, self.rhs.astype(np.float64)[..., None])[..., 0]
