"""Regression batches built and checked on the host."""
import dataclasses

import numpy as np


@dataclasses.dataclass
class Batch:
    x: np.ndarray
    y: np.ndarray

    def __post_init__(self):
        self.x = np.asarray(self.x, np.float32)
        self.y = np.asarray(self.y, np.float32)
        if self.x.ndim != 2 or self.y.ndim != 2:
            raise ValueError("x and y must be 2-D")
        if self.x.shape[0] != self.y.shape[0]:
            raise ValueError("x and y disagree on batch size")


def make_batches(cfg):
    rng = np.random.default_rng(cfg.seed)
    w_true = rng.normal(size=(cfg.in_size, cfg.out_size))
    batches = []
    for _ in range(cfg.n_batches):
        x = rng.normal(size=(cfg.batch_size, cfg.in_size))
        y = np.tanh(x @ w_true) + 0.05 * rng.normal(size=(cfg.batch_size, cfg.out_size))
        batches.append(Batch(x, y))
    return batches
