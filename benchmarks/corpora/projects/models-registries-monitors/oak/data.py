import numpy as np


def make_dataset(n, dim, seed):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=dim)
    x = rng.normal(size=(n, dim)).astype(np.float32)
    p = 1 / (1 + np.exp(-(x @ w_true)))
    y = (rng.random(n) < p).astype(np.float32)
    return x, y


def epoch_batches(x, y, batch, rng):
    order = rng.permutation(len(x))
    for start in range(0, len(x) - batch + 1, batch):
        idx = order[start:start + batch]
        yield x[idx], y[idx]
