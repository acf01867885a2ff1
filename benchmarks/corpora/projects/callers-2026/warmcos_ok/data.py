import numpy as np


def make_regression(seed, n, d):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    w = rng.normal(size=(d,)).astype(np.float32)
    y = np.sin(x @ w) + 0.05 * rng.normal(size=(n,)).astype(np.float32)
    return x, y.astype(np.float32)


def iterate(x, y, batch, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.permutation(len(x))
        for i in range(0, len(x) - batch + 1, batch):
            j = idx[i : i + batch]
            yield x[j], y[j]
