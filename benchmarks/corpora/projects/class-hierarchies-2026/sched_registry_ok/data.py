import numpy as np


def friedman(n, dim, seed):
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, size=(n, dim)).astype(np.float32)
    y = (10 * np.sin(np.pi * x[:, 0] * x[:, 1]) + 20 * (x[:, 2] - 0.5) ** 2
         + 10 * x[:, 3] + 5 * x[:, 4]) / 10.0
    return x, (y + 0.05 * rng.normal(size=n)).astype(np.float32)


def sample_batch(x, y, batch_size, rng):
    idx = rng.integers(0, len(x), size=batch_size)
    return x[idx], y[idx]
