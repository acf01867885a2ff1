import numpy as np


def cubic_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, size=(n, 1)).astype(np.float32)
    y = 0.5 - x + 2 * x ** 3 + 0.05 * rng.normal(size=x.shape)
    return x, y.astype(np.float32)


def minibatches(x, y, batch, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.choice(len(x), size=batch, replace=False)
        yield x[idx], y[idx]
