from functools import partial

import jax
import numpy as np

from .config import PFConfig
from .filter import make_filter
from .model import log_likelihood
from .proposals import propagate
from .simulate import simulate


def main():
    cfg = PFConfig()
    xs, ys, regimes = simulate(cfg)
    run = make_filter(
        partial(propagate, cfg=cfg),
        partial(log_likelihood, obs_std=cfg.obs_std),
        cfg.n_particles,
        cfg.ess_threshold,
    )
    estimates, ess = run(jax.random.PRNGKey(cfg.seed), ys, regimes)
    estimates = np.asarray(estimates)
    rmse = np.sqrt(np.mean((np.abs(estimates) - np.abs(xs)) ** 2))
    print(f"steps {cfg.n_steps} particles {cfg.n_particles}")
    print(f"rmse of |x| {rmse:.3f}, mean ess {float(np.mean(ess)):.1f}")
