"""Synthetic classification batches."""

import numpy as np


def make_batches(seed: int, n_batches: int, batch: int, dim: int):
    rng = np.random.default_rng(seed)
    direction = rng.normal(size=(dim,)).astype(np.float32)
    out = []
    for _ in range(n_batches):
        x = rng.normal(size=(batch, dim)).astype(np.float32)
        y = (x @ direction > 0).astype(np.float32)
        out.append((x, y))
    return out
