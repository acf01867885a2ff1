"""`lax.custom_root` traces its `solve` function, even outside `jit`: a Python `while`
on the residual fails."""

import jax
import jax.numpy as jnp


def newton_sqrt(a):
    def f(x):
        return x**2 - a

    def solve(g, x0):
        x = x0
        while jnp.abs(g(x)) > 1e-6:  # E: jax-traced-bool
            x = x - g(x) / (2 * x)
        return x

    def tangent_solve(g, y):
        return y / g(1.0)

    return jax.lax.custom_root(f, 1.0, solve, tangent_solve)


jax.grad(newton_sqrt)(2.0)
