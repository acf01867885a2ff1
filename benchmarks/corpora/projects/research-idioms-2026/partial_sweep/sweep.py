import json

import jax
import numpy as np

from .fit import fit, init_q
from .hparams import from_dict
from .predictive import interval_coverage

SWEEP_JSON = """
[
  {"lr": 0.01, "n_samples": 4},
  {"lr": 0.05, "n_samples": 8, "prior_scale": 0.5},
  {"lr": 0.05, "n_samples": 16}
]
"""
CONFIG = {"dim": 3, "n_data": 64, "n_steps": 200, "seed": 0}


def main():
    rng = np.random.default_rng(CONFIG["seed"])
    w_true = np.array([1.0, -2.0, 0.5], np.float32)
    x = rng.standard_normal((CONFIG["n_data"], CONFIG["dim"])).astype(np.float32)
    y = x @ w_true + 0.3 * rng.standard_normal(CONFIG["n_data"]).astype(np.float32)
    results = []
    for run, cfg in enumerate(json.loads(SWEEP_JSON)):
        hp = from_dict(cfg)
        q, loss = fit(init_q(CONFIG["dim"]), jax.random.PRNGKey(run), x, y, hp, n_steps=CONFIG["n_steps"])
        err = float(np.abs(np.asarray(q["mu"]) - w_true).max())
        results.append((cfg, float(loss), err))
        cov = interval_coverage(q, x, y)
        print(f"run {run} {cfg} neg_elbo={float(loss):.2f} max|mu-w|={err:.3f} 95%-cover={cov:.2f}")
    best = min(results, key=lambda r: r[1])
    print("best", best[0])
