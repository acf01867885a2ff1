"""Blob data from a legacy RandomState, normalised on the host."""
import numpy as np


def make_blobs(seed, n_per_class=150, num_classes=3, dim=4):
    rs = np.random.RandomState(seed)
    centers = rs.uniform(-3, 3, size=(num_classes, dim))
    xs, ys = [], []
    for c in range(num_classes):
        xs.append(centers[c] + rs.randn(n_per_class, dim))
        ys.append(np.full(n_per_class, c))
    X = np.concatenate(xs).astype(np.float32)
    y = np.concatenate(ys).astype(np.int32)
    perm = rs.permutation(len(X))
    return X[perm], y[perm]


def norm_stats(X):
    return {"mean": X.mean(axis=0), "std": X.std(axis=0)}


def apply_norm(X, stats):
    return (X - stats["mean"]) / np.maximum(stats["std"], 1e-6)


def iterate(X, Y1h, batch_size, seed):
    rs = np.random.RandomState(seed)
    idx = rs.permutation(len(X))
    for i in range(len(X) // batch_size):
        sel = idx[i * batch_size:(i + 1) * batch_size]
        yield X[sel], Y1h[sel]
