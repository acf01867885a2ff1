"""Synthetic binary classification data generated with NumPy."""
import numpy as np


def make_classification(num_points, dim, noise, seed):
    rng = np.random.default_rng(seed)
    true_w = rng.normal(size=dim)
    X = rng.normal(size=(num_points, dim))
    X[:, 0] = 1.0
    logits = X @ true_w + noise * rng.normal(size=num_points)
    y = (logits > 0).astype(np.float32)
    return {"X": X.astype(np.float32), "y": y, "true_w": true_w}
