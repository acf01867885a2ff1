import numpy as np


def log_transform(x):
    # heavy-tailed positive features -> roughly gaussian
    return np.log1p(np.clip(x, 0.0, None))


def standardize(x, mean, std):
    return (x - mean) / std
