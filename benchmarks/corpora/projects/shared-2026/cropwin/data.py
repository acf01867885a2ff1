import numpy as np

from . import ops
from .config import CFG

_t = np.linspace(0.0, 4.0 * np.pi, CFG.length, dtype=np.float32)
BASE = ops.window(np.stack([np.sin(_t), np.cos(0.5 * _t)]), 0, CFG.length)


def signals(n, seed=0):
    rng = np.random.default_rng(seed)
    phase = rng.integers(0, 2, size=n)
    amp = rng.uniform(0.5, 1.5, size=(n, 1)).astype(np.float32)
    return amp * BASE[phase]
