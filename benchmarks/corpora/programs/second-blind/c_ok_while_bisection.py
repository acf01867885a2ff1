"""Bisection root finding with lax.while_loop."""
import jax
import jax.numpy as jnp
from jax import lax


def f(x, c):
    return x ** 3 - c


@jax.jit
def bisect(c, lo, hi, tol):
    def cond(state):
        lo, hi, it = state
        return (hi - lo > tol) & (it < 100)

    def body(state):
        lo, hi, it = state
        mid = 0.5 * (lo + hi)
        go_left = f(mid, c) * f(lo, c) <= 0
        return jnp.where(go_left, lo, mid), jnp.where(go_left, mid, hi), it + 1

    lo, hi, it = lax.while_loop(cond, body, (lo, hi, 0))
    return 0.5 * (lo + hi), it


def cube_roots(values):
    return jax.vmap(lambda c: bisect(c, 0.0, 10.0, 1e-6))(values)


if __name__ == "__main__":
    roots, iters = cube_roots(jnp.array([8.0, 27.0, 2.0]))
    print(roots, iters)
