import numpy as np

from . import sizes


def batches(x, y, batch):
    for i in range(sizes.steps_per_epoch(len(x), batch)):
        yield x[i * batch : (i + 1) * batch], y[i * batch : (i + 1) * batch]


def make(cfg, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(cfg.n, cfg.features)).astype(np.float32)
    y = np.argmax(x[:, : cfg.classes] + 0.5 * x[:, cfg.classes : 2 * cfg.classes], axis=-1).astype(np.int32)
    return x, y
