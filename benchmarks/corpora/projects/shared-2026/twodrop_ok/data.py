import numpy as np

from . import windows


def series(length=80, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float32)
    return np.sin(0.3 * t) + 0.05 * rng.normal(size=length).astype(np.float32)


def pairs(s, context, horizon):
    w = windows.sliding(s, context + horizon)
    return windows.first(w, context), windows.last(w, horizon)
