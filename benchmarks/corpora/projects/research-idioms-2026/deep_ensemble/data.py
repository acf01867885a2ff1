import numpy as np

N_FEATURES = 8


def regression_data(n, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((n, N_FEATURES)).astype(np.float32)
    w = np.linspace(2.0, 0.1, N_FEATURES).astype(np.float32)
    y = np.tanh(x @ w) + 0.1 * rng.standard_normal(n).astype(np.float32)
    return x, y
