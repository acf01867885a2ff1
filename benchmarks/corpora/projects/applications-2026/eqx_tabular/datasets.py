import numpy as np


def _synth(n, rng):
    area = rng.lognormal(4.5, 0.4, size=n)
    rooms = rng.poisson(3, size=n) + 1.0
    age = rng.uniform(0, 80, size=n)
    dist = rng.exponential(5.0, size=n)
    x = np.stack([area, rooms, age, dist], axis=1)
    y = 0.8 * np.log(area) + 0.1 * rooms - 0.01 * age - 0.05 * dist + rng.normal(0, 0.1, n)
    return x.astype(np.float32), y.astype(np.float32)


def load_tabular(n=400, seed=0, valid_frac=0.25):
    rng = np.random.default_rng(seed)
    x, y = _synth(n, rng)
    k = int(n * (1 - valid_frac))
    logx = np.log1p(x[:k])
    stats = {"mean": logx.mean(0), "std": logx.std(0) + 1e-6}
    return {"x": x[:k], "y": y[:k]}, {"x": x[k:], "y": y[k:]}, stats
