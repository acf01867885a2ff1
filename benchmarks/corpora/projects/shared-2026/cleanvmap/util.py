import jax
import numpy as np


def num_members(params):
    return int(jax.tree.leaves(params)[0].shape[0])


def numel(x):
    return int(np.prod(x.shape))


def as_temperature(t):
    return float(t)
