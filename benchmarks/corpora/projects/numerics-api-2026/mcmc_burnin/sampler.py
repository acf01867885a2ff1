from functools import partial

import jax
from jax import lax

from . import kernel, stats


@partial(jax.jit, static_argnums=(0,))
def run_chain(logp, key, x0, cfg):
    step = kernel.make_kernel(logp, cfg.step_size)
    keys = jax.random.split(key, cfg.n_samples)
    _, (chain, accepted) = lax.scan(step, (x0, logp(x0)), keys)
    return stats.summarize(chain, accepted, cfg)
