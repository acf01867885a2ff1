import numpy as np


def make_regression(n, in_dim, noise, seed):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-2, 2, size=(n, in_dim)).astype(np.float32)
    y = np.sin(x[:, 0]) * np.cos(x[:, 1]) + 0.3 * x[:, 2] ** 2 - 0.2 * x[:, 3]
    y = y + noise * rng.normal(size=n)
    return x, y.astype(np.float32)[:, None]


def sample_batch(x, y, batch_size, rng):
    idx = rng.integers(0, len(x), size=batch_size)
    return {"x": x[idx], "y": y[idx]}
