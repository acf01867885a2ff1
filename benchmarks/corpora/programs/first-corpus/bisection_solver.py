"""Bisection root finder written with lax.while_loop."""

import jax
import jax.numpy as jnp
from jax import lax


def bisect(f, lo, hi, tol=1e-6, max_iter=100):
    def cond_fun(state):
        lo, hi, i = state
        return jnp.logical_and(hi - lo > tol, i < max_iter)

    def body_fun(state):
        lo, hi, i = state
        mid = 0.5 * (lo + hi)
        go_left = jnp.sign(f(mid)) == jnp.sign(f(lo))
        return jnp.where(go_left, mid, lo), jnp.where(go_left, hi, mid), i + 1

    lo, hi, _ = lax.while_loop(cond_fun, body_fun, (lo, hi, 0))
    return 0.5 * (lo + hi)


@jax.jit
def cube_root(a):
    return bisect(lambda x: x**3 - a, 0.0, jnp.maximum(a, 1.0))


if __name__ == "__main__":
    print(cube_root(27.0), cube_root(2.0))
