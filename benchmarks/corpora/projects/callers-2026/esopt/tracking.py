import functools
import math

import jax
import jax.numpy as jnp
import numpy as np

from . import objectives


class Tracker:
    def __init__(self, patience=3, shrink=0.7):
        self.best = -math.inf
        self.best_mean = None
        self.stale = 0
        self.patience = patience
        self.shrink = shrink
        self.curve = []

    def update(self, state, best):
        best = float(best)
        self.curve.append(best)
        if best > self.best:
            self.best = best
            self.best_mean = np.asarray(state.mean)
            self.stale = 0
        else:
            self.stale += 1
        return self.stale >= self.patience

    def adapt(self, state):
        self.stale = 0
        return state._replace(sigma=state.sigma * self.shrink)

    def summary(self):
        c = np.asarray(self.curve)
        return {"best": self.best, "gens": len(c), "improved": int(np.sum(np.diff(c) > 0)) if len(c) > 1 else 0}


@functools.partial(jax.jit, static_argnames=("objective",))
def mean_fitness(mean, objective):
    return objectives.fitness(objective, mean[None, :])[0]


def distance_to_optimum(mean, objective):
    target = jnp.ones_like(mean) if objective == "rosenbrock" else jnp.zeros_like(mean)
    return float(jnp.linalg.norm(mean - target))


def format_curve(curve, width=6):
    if not curve:
        return ""
    c = np.asarray(curve)
    lo, hi = c.min(), c.max()
    span = (hi - lo) or 1.0
    return " ".join("#" * (1 + int((v - lo) / span * (width - 1))) for v in c)
