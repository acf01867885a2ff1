import numpy as np


class RingMixture:
    def __init__(self, n_modes, radius, std=0.05, seed=0):
        angles = 2 * np.pi * np.arange(n_modes) / n_modes
        self.centers = radius * np.stack([np.cos(angles), np.sin(angles)], axis=1)
        self.std = std
        self.rng = np.random.default_rng(seed)

    def sample(self, n):
        idx = self.rng.integers(0, len(self.centers), n)
        noise = self.rng.normal(size=(n, 2)) * self.std
        return (self.centers[idx] + noise).astype(np.float32)
