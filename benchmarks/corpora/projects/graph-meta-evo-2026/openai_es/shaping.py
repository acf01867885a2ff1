"""Fitness shaping utilities (as in Salimans et al., 2017)."""
import numpy as np


def compute_ranks(x):
    """Ranks in [0, len(x)); ties are broken by position."""
    ranks = np.empty(len(x), dtype=int)
    ranks[x.argsort()] = np.arange(len(x))
    return ranks


def centered_ranks(x):
    y = compute_ranks(x.ravel()).reshape(x.shape).astype(np.float32)
    y /= x.size - 1
    y -= 0.5
    return y
