import numpy as np

from . import tables


def cycles(n, length, vocab, seed=0):
    rng = np.random.default_rng(seed)
    starts = rng.integers(0, vocab, size=(n, 1))
    step = rng.integers(1, 3, size=(n, 1))
    return ((starts + step * np.arange(length)[None, :]) % vocab).astype(np.int32)


def warm_cache(max_len, dim):
    return tables.sinusoid(max_len, dim).shape
