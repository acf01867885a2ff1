"""Training loop."""

import jax

from . import engine


def fit(cfg, x, y, seed=0):
    params = engine.init_params(jax.random.PRNGKey(seed), x.shape[1], cfg)
    size = int(cfg.batch)
    losses = []
    for step in range(cfg.steps):
        start = (step * size) % (x.shape[0] - size + 1)
        xb, yb = x[start:start + size], y[start:start + size]
        params, loss = engine.train_step(params, xb, yb, cfg=cfg)
        losses.append(float(loss))
    return params, losses


def report(cfg, params, x, y):
    opts = {"scale": 100.0}
    stats = engine.evaluate(params, x, y, opts, cfg=cfg)
    return {name: float(value) for name, value in stats.items()}
