import numpy as np


def synthetic_series(seed, length):
    rng = np.random.default_rng(seed)
    t = np.arange(length, dtype=np.float64)
    daily = 3.0 * np.sin(2 * np.pi * t / 24)
    weekly = 1.5 * np.sin(2 * np.pi * t / 168 + 0.3)
    trend = 0.002 * t
    noise = np.zeros(length)
    for i in range(1, length):  # AR(1) noise
        noise[i] = 0.7 * noise[i - 1] + 0.3 * rng.normal()
    return (20.0 + daily + weekly + trend + noise).astype(np.float32)


def sliding_windows(series, window, horizon, stride=1):
    starts = np.arange(0, len(series) - window - horizon + 1, stride)
    X = np.stack([series[s:s + window] for s in starts])
    Y = np.stack([series[s + window:s + window + horizon] for s in starts])
    return X, Y


def split(X, Y, val_frac):
    n_val = int(len(X) * val_frac)
    return (X[:-n_val], Y[:-n_val]), (X[-n_val:], Y[-n_val:])
