import numpy as np


def make_regression(n, n_features, n_informative, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, n_features)).astype(np.float32)
    w = np.zeros(n_features, dtype=np.float32)
    w[:n_informative] = rng.uniform(1.0, 2.0, size=n_informative)
    y = np.tanh(x @ w / np.sqrt(n_informative)) + 0.05 * rng.normal(size=n)
    return x, y.astype(np.float32)


def batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        sel = idx[start:start + batch_size]
        yield {"x": x[sel], "y": y[sel]}
