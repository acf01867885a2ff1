"""Synthetic regression batches."""

import numpy as np


def make_batches(seed: int, n_batches: int, batch: int, dim: int):
    rng = np.random.default_rng(seed)
    true_w = rng.normal(size=(dim,)).astype(np.float32)
    batches = []
    for _ in range(n_batches):
        x = rng.normal(size=(batch, dim)).astype(np.float32)
        noise = 0.05 * rng.normal(size=(batch,)).astype(np.float32)
        batches.append((x, x @ true_w + noise))
    return batches
