"""`lax.while_loop` iterates Newton's method on the traced residual."""

import jax
import jax.numpy as jnp


def newton_sqrt(a):
    def f(x):
        return x**2 - a

    def solve(g, x0):
        def step(x):
            return x - g(x) / (2 * x)

        return jax.lax.while_loop(lambda x: jnp.abs(g(x)) > 1e-6, step, x0)

    def tangent_solve(g, y):
        return y / g(1.0)

    return jax.lax.custom_root(f, 1.0, solve, tangent_solve)


jax.grad(newton_sqrt)(2.0)
