import numpy as np


def inv_sqrt(v, eps=0.0):
    return 1.0 / np.sqrt(v + eps)


def clip01(x):
    return min(max(x, 0.0), 1.0)
