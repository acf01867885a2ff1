import numpy as np


class SurfaceData:
    def __init__(self, seed=0, outlier_rate=0.05):
        self.rng = np.random.default_rng(seed)
        self.outlier_rate = outlier_rate

    def __call__(self, n):
        xy = self.rng.uniform(-1, 1, size=(n, 2)).astype(np.float32)
        z = np.sin(3 * xy[:, 0]) * np.cos(2 * xy[:, 1]) + 0.05 * self.rng.normal(size=n)
        bad = self.rng.random(n) < self.outlier_rate
        z[bad] += 6.0
        return xy, z.astype(np.float32)
