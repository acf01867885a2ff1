import numpy as np


def seasonal_series(length, period, trend, noise, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    season = np.sin(2 * np.pi * t / period) + 0.4 * np.sin(4 * np.pi * t / period)
    values = season + trend * t + noise * rng.normal(size=length)
    phase = (t % period) / period
    return np.stack([values, phase], axis=-1).astype(np.float32)


class Standardizer:
    def fit(self, series):
        self.mean = series.mean(axis=0)
        self.std = series.std(axis=0) + 1e-6
        return self

    def transform(self, series):
        return ((series - self.mean) / self.std).astype(np.float32)

    def inverse_target(self, values):
        return values * self.std[0] + self.mean[0]


def train_test_split(series, test_fraction=0.2):
    cut = int(len(series) * (1.0 - test_fraction))
    return series[:cut], series[cut:]
