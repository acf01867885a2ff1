import numpy as np


class GaussianMixture:
    def __init__(self, k, dim=8, spread=4.0, seed=0):
        self.rng = np.random.default_rng(seed)
        self.means = self.rng.normal(0, spread, size=(k, dim)).astype(np.float32)
        self.k, self.dim = k, dim

    def sample(self, n):
        z = self.rng.integers(0, self.k, size=n)
        x = self.means[z] + self.rng.normal(size=(n, self.dim)).astype(np.float32)
        return {"x": x, "cluster": z.astype(np.int32)}
