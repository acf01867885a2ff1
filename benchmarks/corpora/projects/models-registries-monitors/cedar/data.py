import numpy as np


def curve_batches(batch, seed):
    rng = np.random.default_rng(seed)
    while True:
        x = rng.uniform(-2, 2, size=(batch, 1)).astype(np.float32)
        y = np.sin(2 * x) + 0.1 * rng.normal(size=x.shape)
        spikes = rng.random(size=x.shape) < 0.05
        y = np.where(spikes, y + 8.0, y).astype(np.float32)
        yield x, y
