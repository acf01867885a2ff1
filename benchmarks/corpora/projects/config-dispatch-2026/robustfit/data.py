import numpy as np

from .gin import configurable


def target_fn(x):
    return np.sin(3.0 * x) + 0.5 * x


@configurable
def make_dataset(n=128, outlier_frac=0.0, noise=0.05, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1.0, 1.0, size=n)
    y = target_fn(x) + noise * rng.normal(size=n)
    bad = rng.random(n) < outlier_frac
    y[bad] += rng.choice([-1.0, 1.0], size=bad.sum()) * rng.uniform(3.0, 6.0, size=bad.sum())
    x_test = np.linspace(-1.0, 1.0, 200)
    return (x.astype(np.float32), y.astype(np.float32),
            x_test.astype(np.float32), target_fn(x_test).astype(np.float32))
