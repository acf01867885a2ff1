import numpy as np

from . import stats


def make(cfg):
    rng = np.random.default_rng(cfg.seed)
    x = rng.normal(size=(cfg.n, cfg.features)).astype(np.float32)
    y = (np.sin(x[:, 0]) + 0.3 * x[:, 1]).astype(np.float32)
    print("target quantiles", np.round(stats.host_quantiles(y), 3))
    return x, y
