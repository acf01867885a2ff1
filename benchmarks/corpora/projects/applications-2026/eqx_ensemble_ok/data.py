import numpy as np


def toy_regression(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, size=(n, 1)).astype(np.float32)
    noise = 0.05 + 0.1 * np.abs(x)
    y = np.sin(2 * x) + noise * rng.normal(size=x.shape)
    return x, y.astype(np.float32)


def grid(lo=-4.0, hi=4.0, n=41):
    return np.linspace(lo, hi, n, dtype=np.float32)[:, None]
