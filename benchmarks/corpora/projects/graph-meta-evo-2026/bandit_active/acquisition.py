from functools import partial

import jax
import jax.numpy as jnp
from jax.scipy.stats import norm

from .posterior import predictive


@partial(jax.jit, static_argnames=("acq",))
def score_pool(post, phi, best_y, acq):
    mu, var = predictive(post, phi)
    sd = jnp.sqrt(var + 1e-12)
    if acq.kind == "ucb":
        return mu + acq.beta * sd
    if acq.kind == "ei":
        imp = mu - best_y - acq.xi
        z = imp / sd
        return imp * norm.cdf(z) + sd * norm.pdf(z)
    if acq.kind == "variance":
        return var
    raise ValueError(f"unknown acquisition {acq.kind!r}")
