"""Synthetic regression data, a batch generator and a prefetching wrapper."""
import collections
import itertools

import numpy as np


def make_regression(n, cfg, rng, w=None):
    x = rng.normal(size=(n, cfg.num_features)).astype(np.float32)
    if w is None:
        w = rng.normal(size=(cfg.num_features,)).astype(np.float32)
    y = np.sin(x @ w) + 0.3 * x[:, 0] * x[:, 1]
    y = y + cfg.noise * rng.normal(size=n)
    return x, y[:, None].astype(np.float32), w


def batch_generator(x, y, batch_size, rng):
    """Endless generator of shuffled (x, y) tuples."""
    n = len(x)
    while True:
        order = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield x[idx], y[idx]


def prefetch(iterator, size=2):
    """Keep `size` batches materialised ahead of the consumer."""
    queue = collections.deque(itertools.islice(iterator, size))
    while queue:
        yield queue.popleft()
        queue.extend(itertools.islice(iterator, 1))
