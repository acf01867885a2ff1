import dataclasses

import numpy as np


@dataclasses.dataclass
class RunConfig:
    in_dim: int = 4
    out_dim: int = 2
    n_train: int = 512
    n_test: int = 128
    noise: float = 0.05
    width: int = 48
    depth: int = 3
    dropout: float = 0.05
    lr: float = 3e-3
    decay_at: tuple = (150, 250)
    decay_factor: float = 0.3
    max_grad_norm: float = 1.0
    batch_size: int = 64
    steps: int = 300
    log_every: int = 100
    seed: int = 0


def target_fn(x):
    a = np.sin(2.0 * x[:, 0]) * np.cos(x[:, 1])
    b = 0.5 * x[:, 2] ** 2 - x[:, 3] * x[:, 0]
    return np.stack([a, b], axis=1)


def make_dataset(n, in_dim, noise, rng):
    x = rng.uniform(-1.5, 1.5, size=(n, in_dim)).astype(np.float32)
    y = target_fn(x) + noise * rng.normal(size=(n, 2))
    return x, y.astype(np.float32)


def standardize(y_train, *others):
    mu, sd = y_train.mean(0), y_train.std(0) + 1e-6
    return [(y - mu) / sd for y in (y_train,) + others], (mu, sd)


def sample_batch(x, y, batch_size, rng):
    idx = rng.integers(0, len(x), size=batch_size)
    return x[idx], y[idx]
