"""Synthetic interleaved-spirals data and a shuffling array loader."""
import numpy as np


def make_spirals(n, noise, rng):
    t = rng.uniform(0.25, 1.0, size=n) * 3 * np.pi
    label = rng.integers(0, 2, size=n)
    angle = t + np.pi * label
    x = np.stack([t * np.cos(angle), t * np.sin(angle)], axis=1) / (3 * np.pi)
    x = x + noise * rng.normal(size=x.shape) / 3
    return x.astype(np.float32), label.astype(np.int32)


class ArrayLoader:
    """Iterates over (x, y) arrays in minibatches; reshuffles per pass."""

    def __init__(self, x, y, batch_size, shuffle=False, drop_last=False, seed=0):
        self.x, self.y = x, y
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)
        self.epoch = 0

    def __len__(self):
        n = len(self.x)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def __iter__(self):
        n = len(self.x)
        order = self.rng.permutation(n) if self.shuffle else np.arange(n)
        self.epoch += 1
        for i in range(len(self)):
            idx = order[i * self.batch_size:(i + 1) * self.batch_size]
            yield {"x": self.x[idx], "y": self.y[idx]}
