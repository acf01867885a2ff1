from functools import partial

import jax
import jax.numpy as jnp
from jax import lax
from jax.scipy.special import logsumexp


@partial(jax.jit, static_argnames=("n_iters", "eps_schedule"))
def sinkhorn(a, b, cost, n_iters, eps_schedule):
    log_a = jnp.log(a)
    log_b = jnp.log(b)
    f = jnp.zeros_like(a)
    g = jnp.zeros_like(b)
    for eps in eps_schedule:
        def body(_, fg, eps=eps):
            f, g = fg
            f = -eps * logsumexp((g[None, :] - cost) / eps + log_b[None, :], axis=1)
            g = -eps * logsumexp((f[:, None] - cost) / eps + log_a[:, None], axis=0)
            return f, g

        f, g = lax.fori_loop(0, n_iters, body, (f, g))
    eps = eps_schedule[-1]
    log_plan = (f[:, None] + g[None, :] - cost) / eps + log_a[:, None] + log_b[None, :]
    return jnp.exp(log_plan), f, g
