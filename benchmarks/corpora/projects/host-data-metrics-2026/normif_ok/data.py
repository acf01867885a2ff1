"""Tabular data with a constant column and mixed scales, built on the host."""
import numpy as np


def make_table(cfg):
    rng = np.random.default_rng(cfg.seed)
    scales = np.array([1.0, 100.0, 0.01, 5.0, 1.0, 0.0])[: cfg.n_features]
    X = rng.normal(size=(cfg.n_rows, cfg.n_features)) * scales + 3.0
    y = np.tanh(X[:, 0] - 3.0) + 0.01 * (X[:, 1] - 3.0) + 0.1 * rng.normal(size=cfg.n_rows)
    return X.astype(np.float32), y.astype(np.float32)


def describe_columns(X, eps):
    stats = {"mean": X.mean(axis=0), "sd": X.std(axis=0)}
    if stats["sd"].min() < eps:
        stats["degenerate"] = np.flatnonzero(stats["sd"] < eps).tolist()
    return stats


def epoch_batches(X, y, batch_size, rng):
    idx = rng.permutation(len(X))
    n_full = len(X) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield dict(x=X[sel], y=y[sel])
