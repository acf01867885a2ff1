import numpy as np


def branin(x):
    x1 = 15.0 * x[..., 0] - 5.0
    x2 = 15.0 * x[..., 1]
    a, b, c = 1.0, 5.1 / (4 * np.pi ** 2), 5.0 / np.pi
    r, s, t = 6.0, 10.0, 1.0 / (8 * np.pi)
    return a * (x2 - b * x1 ** 2 + c * x1 - r) ** 2 + s * (1 - t) * np.cos(x1) + s


def negated_scaled_branin(x):
    return -(branin(x) - 50.0) / 50.0


BRANIN_OPTIMUM = -(0.397887 - 50.0) / 50.0
