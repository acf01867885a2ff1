import numpy as np


def autocorr(x, max_lag=50):
    x = x - x.mean()
    var = np.dot(x, x) / len(x)
    return np.array([np.dot(x[: len(x) - k], x[k:]) / (len(x) * var) for k in range(max_lag)])


def ess(x, max_lag=50):
    rho = autocorr(x, max_lag)
    # initial positive sequence truncation
    s = 0.0
    for r in rho[1:]:
        if r < 0.05:
            break
        s += r
    return len(x) / (1 + 2 * s)
