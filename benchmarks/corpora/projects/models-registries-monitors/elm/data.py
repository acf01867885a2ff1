import numpy as np


class LowRankSource:
    def __init__(self, dim, rank, seed):
        self.rng = np.random.default_rng(seed)
        self.basis = self.rng.normal(size=(rank, dim)).astype(np.float32) / np.sqrt(rank)

    def next(self, batch):
        coeffs = self.rng.normal(size=(batch, self.basis.shape[0])).astype(np.float32)
        return coeffs @ self.basis + 0.01 * self.rng.normal(size=(batch, self.basis.shape[1])).astype(np.float32)
