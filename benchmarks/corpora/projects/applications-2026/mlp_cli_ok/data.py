import numpy as np


def make_blobs(n, n_classes=3, dim=8, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(scale=3.0, size=(n_classes, dim))
    y = rng.integers(0, n_classes, size=n)
    x = centers[y] + rng.normal(size=(n, dim))
    return x.astype(np.float32), y.astype(np.int32)


def train_val_split(x, y, frac=0.8):
    k = int(len(x) * frac)
    return (x[:k], y[:k]), (x[k:], y[k:])


def iterate_batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x) - batch_size + 1, batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
