import numpy as np


class GaussianBlobs:
    def __init__(self, in_dim, num_classes, seed):
        self.rng = np.random.default_rng(seed)
        self.centers = 2.5 * self.rng.normal(size=(num_classes, in_dim)).astype(np.float32)
        self.num_classes = num_classes

    def sample(self, n):
        y = self.rng.integers(0, self.num_classes, size=n).astype(np.int32)
        x = self.centers[y] + self.rng.normal(size=(n, self.centers.shape[1])).astype(np.float32)
        return x, y
