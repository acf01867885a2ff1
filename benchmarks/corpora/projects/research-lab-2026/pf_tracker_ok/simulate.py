import numpy as np

from .proposals import REGIME_NOISE


def simulate(cfg):
    rng = np.random.default_rng(cfg.seed)
    regimes = np.zeros(cfg.n_steps, np.int32)
    for t in range(1, cfg.n_steps):
        flip = rng.uniform() < cfg.switch_prob
        regimes[t] = 1 - regimes[t - 1] if flip else regimes[t - 1]
    xs = np.zeros(cfg.n_steps, np.float32)
    x = 0.1
    for t in range(cfg.n_steps):
        mean = 0.5 * x + 25.0 * x / (1.0 + x ** 2) + 8.0 * np.cos(1.2 * t)
        x = mean + REGIME_NOISE[int(regimes[t])] * cfg.process_std * rng.normal()
        xs[t] = x
    ys = (xs ** 2 / 20.0 + cfg.obs_std * rng.normal(size=cfg.n_steps)).astype(np.float32)
    return xs, ys, regimes
