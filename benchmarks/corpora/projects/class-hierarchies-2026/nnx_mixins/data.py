import numpy as np


def two_spirals(n, noise, seed):
    rng = np.random.default_rng(seed)
    t = np.sqrt(rng.uniform(0.05, 1.0, size=n)) * 3 * np.pi
    label = rng.integers(0, 2, size=n)
    sign = np.where(label == 0, 1.0, -1.0)
    x = np.stack([sign * t * np.cos(t), sign * t * np.sin(t)], axis=1) / (3 * np.pi)
    x = x + noise * rng.normal(size=x.shape) / 3
    return x.astype(np.float32), label.astype(np.int32)


def iterate(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for i in range(0, len(x) - batch_size + 1, batch_size):
        sel = order[i:i + batch_size]
        yield x[sel], y[sel]
