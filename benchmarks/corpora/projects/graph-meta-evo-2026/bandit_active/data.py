"""A 2-D synthetic objective evaluated on a fixed candidate pool (the 'oracle')."""
import numpy as np


def objective(x):
    a, b = x[:, 0], x[:, 1]
    return (np.sin(3 * a) * np.cos(2 * b) + 0.5 * np.exp(-8 * ((a - 0.6) ** 2 + (b + 0.3) ** 2))
            - 0.1 * (a ** 2 + b ** 2))


class Pool:
    def __init__(self, cfg):
        self.rng = np.random.default_rng(cfg.seed)
        self.x = self.rng.uniform(-1, 1, size=(cfg.pool_size, 2)).astype(np.float32)
        self.f = objective(self.x).astype(np.float32)
        self.noise = cfg.noise

    def query(self, idx):
        idx = np.asarray(idx)
        return self.f[idx] + self.noise * self.rng.normal(size=idx.shape).astype(np.float32)
