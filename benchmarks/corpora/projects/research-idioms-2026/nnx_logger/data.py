import numpy as np


def sine_batches(n_batches, batch_size, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        x = rng.uniform(-3, 3, (batch_size, 1)).astype(np.float32)
        y = np.sin(x) + 0.05 * rng.standard_normal(x.shape).astype(np.float32)
        yield x, y
