import jax
import numpy as np

from .diagnostics import summarize
from .sampler import HMC
from .targets import make_target


def run_experiment(cfg):
    target = make_target(cfg.target, cfg.dim)
    rng = np.random.default_rng(cfg.seed)
    key = jax.random.key(cfg.seed)
    k_pilot, k_main = jax.random.split(key)
    x0 = target.initial_points(cfg.n_chains, rng)

    pilot_sampler = HMC.from_config(cfg, target)
    pilot, pilot_acc = pilot_sampler.sample(k_pilot, x0, cfg.n_pilot)
    print("pilot:", summarize(pilot, pilot_acc, target.true_std()))

    sampler = HMC.from_config(cfg, target, pilot=pilot[:, cfg.n_pilot // 2:])
    samples, acc = sampler.sample(k_main, pilot[:, -1], cfg.n_samples)
    report = summarize(samples, acc, target.true_std())
    print("adapted:", report)
    return samples, report
