from functools import partial

import jax.numpy as jnp
import numpy as np

from .acquisition import log_ei
from .config import BO_CONFIG
from .gp import GaussianProcess
from .objectives import BRANIN_OPTIMUM, negated_scaled_branin
from .optimize import make_maximizer


def main(cfg=BO_CONFIG):
    rng = np.random.default_rng(cfg["seed"])
    x = rng.uniform(size=(cfg["n_init"], 2))
    y = negated_scaled_branin(x)
    gp = GaussianProcess(cfg, capacity=cfg["n_init"] + cfg["n_rounds"])
    acq = partial(log_ei, gp=gp, xi=cfg["xi"])
    maximize = make_maximizer(acq, cfg["ascent_steps"], cfg["ascent_lr"])
    for rnd in range(cfg["n_rounds"]):
        state = gp.fit(x, y)
        starts = jnp.asarray(rng.uniform(size=(cfg["n_restarts"], 2)), jnp.float32)
        x_next, val = maximize(starts, state, jnp.float32(y.max()))
        x_next = np.asarray(x_next)[None]
        x = np.concatenate([x, x_next])
        y = np.concatenate([y, negated_scaled_branin(x_next)])
        print(f"round {rnd} best {y.max():.4f} (optimum {BRANIN_OPTIMUM:.4f}) log-ei {float(val):.2f}")
