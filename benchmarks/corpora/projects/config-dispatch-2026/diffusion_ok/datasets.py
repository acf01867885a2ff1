import numpy as np


def two_moons(n=2048, noise=0.05, seed=0):
    rng = np.random.default_rng(seed)
    half = n // 2
    a = np.linspace(0.0, np.pi, half)
    upper = np.stack([np.cos(a), np.sin(a)], axis=1)
    lower = np.stack([1.0 - np.cos(a), 0.5 - np.sin(a)], axis=1)
    x = np.concatenate([upper, lower]) + noise * rng.normal(size=(2 * half, 2))
    x = (x - x.mean(0)) / x.std(0)
    return x.astype(np.float32)
