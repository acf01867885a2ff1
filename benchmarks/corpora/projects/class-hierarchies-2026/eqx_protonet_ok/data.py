import numpy as np


def blobs(n_classes, n_per_class, dim, seed, spread=1.2):
    rng = np.random.default_rng(seed)
    centers = rng.normal(scale=2.0, size=(n_classes, dim))
    x = np.concatenate([c + spread * rng.normal(size=(n_per_class, dim)) for c in centers])
    y = np.repeat(np.arange(n_classes), n_per_class)
    perm = rng.permutation(len(x))
    return x[perm].astype(np.float32), y[perm]


def split(x, y, frac=0.8):
    n = int(len(x) * frac)
    return (x[:n], y[:n]), (x[n:], y[n:])


def minibatches(x, y, batch_size, rng):
    while True:
        idx = rng.choice(len(x), size=batch_size, replace=False)
        yield x[idx], y[idx]
