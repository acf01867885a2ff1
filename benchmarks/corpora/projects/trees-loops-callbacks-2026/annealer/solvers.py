import functools

import jax
import jax.numpy as jnp
from jax import lax

from . import rules


@functools.partial(jax.jit, static_argnames=("objective", "schedule", "max_iter", "tol"))
def solve(w0, problem, objective, schedule, max_iter=500, tol=1e-4):
    cond_fn = rules.make_cond(max_iter, tol)
    body_fn = rules.make_body(objective, problem, schedule)
    init = (w0, jnp.asarray(0, dtype=jnp.int32), jnp.asarray(jnp.inf, dtype=w0.dtype))
    w, n_iter, grad_norm = lax.while_loop(cond_fn, body_fn, init)
    jax.debug.print("  solver: {n} iterations, final |g|={g:.2e}", n=n_iter, g=grad_norm)
    return w, n_iter, grad_norm
