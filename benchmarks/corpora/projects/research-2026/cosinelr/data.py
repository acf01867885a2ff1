import numpy as np


def target_fn(x):
    return np.sin(3.0 * x) + 0.3 * np.cos(7.0 * x)


def make_regression(cfg):
    rng = np.random.default_rng(cfg.seed)
    x = rng.uniform(-2.0, 2.0, size=(cfg.n_train, cfg.in_dim))
    y = target_fn(x) + 0.05 * rng.normal(size=x.shape)
    return x.astype(np.float32), y.astype(np.float32)


def minibatches(x, y, batch_size, rng):
    while True:
        order = rng.permutation(len(x))
        for i in range(0, len(x) - batch_size + 1, batch_size):
            sel = order[i:i + batch_size]
            yield x[sel], y[sel]


def grid(lo=-2.0, hi=2.0, n=200, in_dim=1):
    x = np.linspace(lo, hi, n, dtype=np.float32)[:, None]
    return np.repeat(x, in_dim, axis=1)


def standardize(y):
    mu, sd = y.mean(0), y.std(0) + 1e-6
    return (y - mu) / sd, (mu, sd)
