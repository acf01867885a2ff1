"""Synthetic targets, a shuffling batch generator and a prefetch helper."""
import collections

import numpy as np


def target_fn(x):
    return np.sin(2.0 * x[:, :1]) * np.cos(x[:, 1:2]) + 0.25 * x[:, 2:3] ** 2


def make_data(n, in_dim, rng):
    x = rng.uniform(-2.0, 2.0, size=(n, in_dim)).astype(np.float32)
    y = (target_fn(x) + 0.02 * rng.normal(size=(n, 1))).astype(np.float32)
    return x, y


def batches(x, y, batch_size, rng):
    n = len(x)
    while True:
        perm = rng.permutation(n)
        for i in range(0, n - batch_size + 1, batch_size):
            idx = perm[i:i + batch_size]
            yield x[idx], y[idx]


def prefetch(gen, depth=2):
    buf = collections.deque()
    for item in gen:
        buf.append(item)
        if len(buf) > depth:
            yield buf.popleft()
    while buf:
        yield buf.popleft()
