"""Synthetic regression data, prepared on the host with NumPy."""
import numpy as np


def make_dataset(seed, n=600, d=8, noise=0.1):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d)).astype(np.float32)
    w_true = rng.normal(size=(d,)).astype(np.float32)
    y = X @ w_true + noise * rng.normal(size=(n,)).astype(np.float32)
    return X, y.astype(np.float32)


def split_masks(n, test_frac, seed):
    rng = np.random.default_rng(seed + 1)
    test_mask = rng.random(n) < test_frac
    return ~test_mask, test_mask


def standardize_host(X_train, X_test):
    mu = X_train.mean(axis=0)
    sd = X_train.std(axis=0) + 1e-6
    return (X_train - mu) / sd, (X_test - mu) / sd, {"mu": mu, "sd": sd}


def padded_batches(X, y, batch_size, rng):
    """Yield fixed-shape dict batches; the last one is padded and carries a validity mask."""
    n = X.shape[0]
    order = rng.permutation(n)
    for start in range(0, n, batch_size):
        idx = order[start:start + batch_size]
        valid = np.zeros(batch_size, dtype=bool)
        valid[: len(idx)] = True
        pad = batch_size - len(idx)
        if pad:
            idx = np.concatenate([idx, np.zeros(pad, dtype=idx.dtype)])
        yield {"x": X[idx], "y": y[idx], "valid": valid}
