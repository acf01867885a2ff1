"""Batches built one by one on the host, then stacked for lax.scan."""
import dataclasses

import numpy as np


@dataclasses.dataclass
class Batch:
    x: np.ndarray
    y: np.ndarray
    step: np.int32

    def __post_init__(self):
        self.x = np.asarray(self.x, np.float32)
        self.y = np.asarray(self.y, np.float32)
        if self.x.ndim != 2:
            raise ValueError(f"x must be 2-D, got {self.x.shape}")
        if self.x.shape[0] != self.y.shape[0]:
            raise ValueError("x and y disagree on batch size")
        if self.step < 0:
            raise ValueError("step must be non-negative")


def make_batches(n_steps, batch_size, dim, seed=0):
    rng = np.random.default_rng(seed)
    w_true = rng.normal(size=dim)
    batches = []
    for i in range(n_steps):
        x = rng.normal(size=(batch_size, dim))
        y = x @ w_true + 0.1 * rng.normal(size=batch_size)
        batches.append(Batch(x=x, y=y, step=np.int32(i)))
    return batches, w_true


def stack(batches):
    return {
        "x": np.stack([b.x for b in batches]),
        "y": np.stack([b.y for b in batches]),
        "step": np.array([b.step for b in batches], dtype=np.int32),
    }
