import numpy as np


def last(x, n):
    return x[..., -n:]


def first(x, n):
    return x[..., :n]


def sliding(series, size):
    n = len(series) - size + 1
    return np.stack([series[i : i + size] for i in range(n)])
