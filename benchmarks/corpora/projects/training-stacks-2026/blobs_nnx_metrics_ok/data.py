import dataclasses

import numpy as np


@dataclasses.dataclass
class Config:
    num_features: int = 16
    num_classes: int = 5
    n_train: int = 640
    n_val: int = 160
    spread: float = 1.6
    hidden: tuple = (64, 64)
    dropout: float = 0.1
    lr: float = 2e-3
    warmup_epochs: int = 1
    decay_every: int = 2
    weight_decay: float = 1e-4
    batch_size: int = 64
    eval_batch_size: int = 80
    epochs: int = 5
    seed: int = 0


def gaussian_blobs(n, num_features, num_classes, spread, seed):
    rng = np.random.default_rng(seed)
    centers = np.random.default_rng(1234).normal(size=(num_classes, num_features)) * 2.0
    y = rng.integers(0, num_classes, size=n)
    x = centers[y] + spread * rng.normal(size=(n, num_features))
    return x.astype(np.float32), y.astype(np.int32)


def iterate(x, y, batch_size, rng=None):
    order = np.arange(len(x)) if rng is None else rng.permutation(len(x))
    for i in range(len(x) // batch_size):
        idx = order[i * batch_size:(i + 1) * batch_size]
        yield {"x": x[idx], "y": y[idx]}
