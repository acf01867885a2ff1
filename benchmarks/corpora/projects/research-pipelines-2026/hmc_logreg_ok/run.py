from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from .config import get_config
from .data import make_dataset
from .diagnostics import summary
from .kernel import run_chain
from .model import make_logdensity


def main():
    cfg = get_config()
    key = jax.random.PRNGKey(cfg["seed"])
    k_data, k_init, k_chain = jax.random.split(key, 3)
    data, w_true = make_dataset(k_data, cfg["num_data"], cfg["dim"])
    logdensity = make_logdensity(data, cfg["prior_scale"])

    q0 = 0.1 * jax.random.normal(k_init, (cfg["num_chains"], cfg["dim"]))
    keys = jax.random.split(k_chain, cfg["num_chains"])
    sampler = jax.jit(jax.vmap(partial(run_chain, logdensity=logdensity, cfg=cfg)))
    samples, accepts, step_sizes = sampler(keys, q0)

    stats = summary(samples, w_true)
    np.set_printoptions(precision=3, suppress=True)
    print("adapted step sizes:", np.asarray(step_sizes))
    print("mean accept:", float(accepts.mean()))
    for k, v in stats.items():
        print(f"{k:>10}: {np.asarray(v)}")
