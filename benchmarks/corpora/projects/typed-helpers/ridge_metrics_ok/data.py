from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass
class Dataset:
    features: np.ndarray
    targets: np.ndarray

    def batches(self, batch_size: int, rng: np.random.Generator):
        idx = rng.permutation(len(self.features))
        for start in range(0, len(idx) - batch_size + 1, batch_size):
            sel = idx[start : start + batch_size]
            yield self.features[sel], self.targets[sel]


def make_regression(n: int, d: int, noise: float, seed: int) -> Dataset:
    rng = np.random.default_rng(seed)
    w = rng.normal(size=(d,))
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x @ w + noise * rng.normal(size=(n,))).astype(np.float32)
    return Dataset(x, y)
