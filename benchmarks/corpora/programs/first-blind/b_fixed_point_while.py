"""Solve x = cos(x) by fixed-point iteration with lax.while_loop."""

import jax
import jax.numpy as jnp
from jax import lax


def fixed_point(f, x0, tol=1e-6, max_iter=500):
    def cond(state):
        x_prev, x, i = state
        return (jnp.max(jnp.abs(x - x_prev)) > tol) & (i < max_iter)

    def body(state):
        _, x, i = state
        return x, f(x), i + 1

    _, x, n = lax.while_loop(cond, body, (x0, f(x0), 0))
    return x, n


@jax.jit
def solve(a):
    return fixed_point(lambda x: jnp.cos(a * x), jnp.zeros_like(a))


if __name__ == "__main__":
    x, n = solve(jnp.array([1.0, 0.5, 0.8]))
    print(x, n)
