from functools import partial

import jax
import jax.numpy as jnp
from jax import lax

from .stepper import adaptive_step


def _advance_to(f, t, y, dt, t_target, args, rtol, atol, max_halvings):
    def cond(c):
        t, _, _, _ = c
        return t < t_target - 1e-12

    def body(c):
        t, y, dt, n = c
        h = jnp.minimum(dt, t_target - t)
        t, y, dt_next = adaptive_step(f, t, y, h, args, rtol, atol, max_halvings)
        return t, y, dt_next, n + 1

    return lax.while_loop(cond, body, (t, y, dt, 0))


@partial(jax.jit, static_argnames=("f", "max_halvings"))
def solve(f, y0, ts, dt0, args, rtol, atol, max_halvings):
    def scan_fn(carry, t_target):
        t, y, dt = carry
        t, y, dt, n = _advance_to(f, t, y, dt, t_target, args, rtol, atol, max_halvings)
        return (t, y, dt), (y, n)

    init = (ts[0], y0, dt0)
    _, (ys, nsteps) = lax.scan(scan_fn, init, ts[1:])
    return jnp.concatenate([y0[None], ys]), nsteps


def solve_batch(f, y0s, ts, dt0, args, rtol, atol, max_halvings):
    fn = jax.vmap(lambda y0: solve(f, y0, ts, dt0, args, rtol, atol, max_halvings))
    return fn(y0s)
