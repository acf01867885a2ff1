import numpy as np


def make_prototype_data(seed, n, num_classes, dim, spread=0.6):
    rng = np.random.default_rng(seed)
    protos = rng.normal(size=(num_classes, dim)).astype(np.float32)
    y = rng.integers(0, num_classes, n)
    x = protos[y] + spread * rng.normal(size=(n, dim)).astype(np.float32)
    return x.astype(np.float32), y
