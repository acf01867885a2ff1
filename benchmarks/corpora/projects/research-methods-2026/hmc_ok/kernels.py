import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp

from hmc_ok.integrators import INTEGRATORS


class HMCState(NamedTuple):
    q: jnp.ndarray
    logp: jnp.ndarray


class Info(NamedTuple):
    accept_prob: jnp.ndarray
    n_steps: jnp.ndarray


def make_kernel(logp_fn, cfg):
    grad_fn = jax.grad(logp_fn)
    integrate = functools.partial(INTEGRATORS[cfg.integrator], grad_fn)

    def kernel(state, key):
        k_mom, k_len, k_acc = jax.random.split(key, 3)
        p0 = jax.random.normal(k_mom, state.q.shape)
        # random trajectory length to avoid periodicities
        n_steps = jax.random.randint(k_len, (), cfg.min_steps, cfg.max_steps + 1)
        q1, p1 = integrate(state.q, p0, cfg.step_size, n_steps)
        logp1 = logp_fn(q1)
        h0 = -state.logp + 0.5 * jnp.sum(p0 ** 2)
        h1 = -logp1 + 0.5 * jnp.sum(p1 ** 2)
        accept_prob = jnp.minimum(1.0, jnp.exp(h0 - h1))
        accept = jax.random.uniform(k_acc) < accept_prob
        new = HMCState(jnp.where(accept, q1, state.q), jnp.where(accept, logp1, state.logp))
        return new, Info(accept_prob, n_steps)

    return kernel
