import numpy as np


def energy(u, dx):
    return 0.5 * np.sum(u ** 2, axis=-1) * dx


def mass(u, dx):
    return np.sum(u, axis=-1) * dx


def max_gradient(u, dx):
    return np.max(np.abs(np.diff(u, axis=-1)), axis=-1) / dx
