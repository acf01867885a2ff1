"""Synthetic table and a batch iterator."""

import numpy as np


def make_table(seed, n_rows, n_cols):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_rows, n_cols))
    w = rng.normal(size=n_cols)
    y = (x @ w + 0.1 * rng.normal(size=n_rows) > 0).astype(np.float32)
    return x, y


def batches(x, y, size, seed, drop_last=True):
    """Yield shuffled (x, y) NumPy batches of `size` rows."""
    if x.ndim == 1:
        x = x[:, None]
    order = np.random.default_rng(seed).permutation(len(x))
    for start in range(0, len(order), size):
        idx = order[start:start + size]
        if len(idx) < size:
            if drop_last:
                break
            idx = np.concatenate([idx, order[: size - len(idx)]])
        yield x[idx].astype(np.float32), y[idx].astype(np.float32)
