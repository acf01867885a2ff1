"""Sparse ground-truth features linearly embedded in a smaller space."""
import numpy as np


def make_data(dcfg):
    rng = np.random.default_rng(dcfg.seed)
    dirs = rng.normal(size=(dcfg.n_features, dcfg.d_in))
    dirs /= np.linalg.norm(dirs, axis=1, keepdims=True)
    active = rng.random((dcfg.n_samples, dcfg.n_features)) < dcfg.p_active
    coeff = active * rng.uniform(0.0, 1.0, size=active.shape)
    return (coeff @ dirs).astype(np.float32), dirs
