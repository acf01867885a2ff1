"""Nonlinear regression data; input statistics computed on the host."""
import numpy as np


def make_data(seed, n=512):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, size=(n, 2)).astype(np.float32)
    y = np.sin(x[:, 0]) * np.cos(x[:, 1]) + 0.05 * rng.standard_normal(n)
    return 10.0 * x + 4.0, y.astype(np.float32)


def input_stats(x):
    mu = x.mean(axis=0)
    sd = np.sqrt(x.var(axis=0) + 1e-8)
    return mu.astype(np.float32), sd.astype(np.float32)


def minibatches(x, y, batch_size, rng):
    perm = rng.permutation(len(x))
    for i in range(len(x) // batch_size):
        sel = perm[i * batch_size:(i + 1) * batch_size]
        yield x[sel], y[sel]
