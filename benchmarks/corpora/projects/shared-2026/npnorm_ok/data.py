import numpy as np

from . import hyper, stats


def make(seed=0):
    rng = np.random.default_rng(seed)
    raw = rng.normal(loc=3.0, scale=2.0, size=(hyper.N, hyper.IN)).astype(np.float32)
    x = stats.standardize(raw, axis=0)
    y = (np.sin(x[:, :1]) + 0.1 * x[:, 1:2]).astype(np.float32)
    return x, y
