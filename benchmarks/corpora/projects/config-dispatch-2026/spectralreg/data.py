import numpy as np


def two_spirals(n, noise=0.08, seed=0):
    rng = np.random.default_rng(seed)
    t = np.sqrt(rng.uniform(0.05, 1.0, n)) * 3.0 * np.pi
    y = rng.integers(0, 2, n)
    sign = np.where(y == 0, 1.0, -1.0)
    x = np.stack([sign * t * np.cos(t), sign * t * np.sin(t)], -1) / (3.0 * np.pi)
    x = x + noise * rng.normal(size=x.shape)
    return x.astype(np.float32), y.astype(np.int32)
