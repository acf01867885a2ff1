from __future__ import annotations

import numpy as np

from .data import make_regression
from .metrics import MetricConfig
from .train import RidgeConfig, init_params, make_optimizer, train_step


def main() -> None:
    cfg = RidgeConfig()
    mcfg = MetricConfig()
    data = make_regression(n=64, d=cfg.dim, noise=0.1, seed=0)
    tx = make_optimizer(cfg)
    params = init_params(cfg)
    opt_state = tx.init(params)
    rng = np.random.default_rng(0)
    for step, (x, y) in enumerate(data.batches(cfg.batch_size, rng)):
        params, opt_state, metrics = train_step(params, opt_state, x, y, tx=tx, cfg=cfg, mcfg=mcfg)
        if step % mcfg.log_every == 0:
            print(step, {k: round(float(v), 4) for k, v in metrics.items()})


if __name__ == "__main__":
    main()
