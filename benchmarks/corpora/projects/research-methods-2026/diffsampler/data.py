import numpy as np


def make_moons(rng, n, noise=0.05):
    # numpy version of sklearn's make_moons, rescaled to roughly unit variance
    n1 = n // 2
    n2 = n - n1
    t1 = rng.uniform(0, np.pi, n1)
    t2 = rng.uniform(0, np.pi, n2)
    a = np.stack([np.cos(t1), np.sin(t1)], 1)
    b = np.stack([1 - np.cos(t2), 1 - np.sin(t2) - 0.5], 1)
    x = np.concatenate([a, b], 0)
    x = x + noise * rng.normal(size=x.shape)
    x = (x - np.array([0.5, 0.25])) / np.array([0.85, 0.5])
    return x.astype(np.float32)


def batches(rng, data, batch_size):
    n = data.shape[0]
    while True:
        idx = rng.integers(0, n, batch_size)
        yield data[idx]
