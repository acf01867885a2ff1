import numpy as np


def two_rings(rng, n, radii=(1.0, 2.0), noise=0.1):
    r = rng.choice(np.asarray(radii), size=n)
    th = rng.uniform(0, 2 * np.pi, size=n)
    x = np.stack([r * np.cos(th), r * np.sin(th)], -1)
    x += noise * rng.normal(size=x.shape)
    return (x / 1.5).astype(np.float32)


class Loader:
    def __init__(self, data, batch_size, seed=0):
        self.data = data
        self.bs = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        return self

    def __next__(self):
        return self.data[self.rng.integers(0, len(self.data), self.bs)]
