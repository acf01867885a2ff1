import numpy as np


def two_moons(rng, n, noise=0.08):
    n1 = n // 2
    n2 = n - n1
    t1 = rng.uniform(0.0, np.pi, n1)
    t2 = rng.uniform(0.0, np.pi, n2)
    upper = np.stack([np.cos(t1), np.sin(t1)], axis=1)
    lower = np.stack([1.0 - np.cos(t2), 0.5 - np.sin(t2)], axis=1)
    x = np.concatenate([upper, lower], axis=0)
    x = x + noise * rng.standard_normal(x.shape)
    x = (x - np.array([0.5, 0.25])) / np.array([0.87, 0.5])
    return x.astype(np.float32)


def batches(seed, batch_size):
    rng = np.random.default_rng(seed)
    while True:
        yield two_moons(rng, batch_size)
