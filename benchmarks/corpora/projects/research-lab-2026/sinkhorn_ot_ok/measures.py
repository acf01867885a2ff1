import numpy as np


def gaussian_cloud(rng, n, dim, mean, scale):
    return (mean + scale * rng.normal(size=(n, dim))).astype(np.float32)


def moons(rng, n):
    t = rng.uniform(0, np.pi, n)
    upper = rng.uniform(size=n) < 0.5
    x = np.where(upper, np.cos(t), 1 - np.cos(t))
    y = np.where(upper, np.sin(t), 0.5 - np.sin(t))
    return (np.stack([x, y], axis=1) + 0.05 * rng.normal(size=(n, 2))).astype(np.float32)


def uniform_weights(n):
    return np.full(n, 1.0 / n, np.float32)
