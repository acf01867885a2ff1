"""Synthetic table and a batch iterator."""

import numpy as np


def make_table(seed, n_rows, n_cols):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_rows, n_cols))
    w = rng.normal(size=n_cols)
    y = (x @ w + 0.1 * rng.normal(size=n_rows) > 0).astype(np.float32)
    return x, y


def standardize(x):
    mean = np.mean(x, axis=0)
    std = np.std(x, axis=0)
    std[std == 0] = 1.0
    return (x - mean) / std


def batches(x, y, size, seed, drop_last=False):
    """Yield shuffled (x, y) NumPy batches of `size` rows."""
    if x.ndim == 1:
        x = x[:, None]
    order = np.random.default_rng(seed).permutation(len(x))
    n_full, rest = divmod(len(order), size)
    if rest and not drop_last:
        order = np.concatenate([order, order[: size - rest]])
        n_full += 1
    for i in range(n_full):
        idx = order[i * size:(i + 1) * size]
        xb = np.asarray(x[idx], dtype=np.float32)
        if xb.shape[0] != size:
            raise ValueError(f"batch of {xb.shape[0]} rows, expected {size}")
        yield xb, y[idx].astype(np.float32)
