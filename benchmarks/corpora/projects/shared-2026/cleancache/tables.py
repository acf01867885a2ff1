import functools

import numpy as np


@functools.lru_cache(maxsize=8)
def hadamard_like(dim):
    signs = np.where(np.arange(dim * dim).reshape(dim, dim) % 3 == 0, -1.0, 1.0)
    return (signs / np.sqrt(dim)).astype(np.float32)


@functools.lru_cache(maxsize=8)
def position_bias(n):
    return np.linspace(0.0, -0.1, n, dtype=np.float32)
