"""Training loop."""

import jax

from . import engine


def fit(cfg, x, y, seed=0):
    params = engine.init_params(jax.random.PRNGKey(seed), x.shape[1])
    velocity = engine.zeros_like(params)
    size = cfg["batch"]
    losses = []
    for step in range(cfg["steps"]):
        start = (step * size) % (x.shape[0] - size + 1)
        xb, yb = x[start:start + size], y[start:start + size]
        params, velocity, loss = engine.train_step(params, velocity, xb, yb, cfg=cfg)
        losses.append(float(loss))
    return params, losses
