import numpy as np

from . import guards


def make(n, length, classes, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, classes, size=n)
    t = np.linspace(0, 1, length, dtype=np.float32)
    x = np.sin(2 * np.pi * (y[:, None] + 1) * t[None, :]) + 0.1 * rng.normal(size=(n, length))
    return np.asarray(guards.finite_inputs(x.astype(np.float32))), y.astype(np.int32)
