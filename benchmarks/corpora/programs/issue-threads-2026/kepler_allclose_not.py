"""Solve Kepler's equation E = M + e sin(E) by fixed-point iteration."""
import jax
import jax.numpy as jnp
from jax import lax


def solve_fixed_point(f, x0, tol=1e-6, max_iter=200):
    def cond_fun(state):
        x_prev, x, i = state
        return not jnp.allclose(x_prev, x, atol=tol) and i < max_iter

    def body_fun(state):
        _, x, i = state
        return x, f(x), i + 1

    _, x, n = lax.while_loop(cond_fun, body_fun, (x0 + 1.0, x0, 0))
    return x, n


def eccentric_anomaly(mean_anomaly, ecc):
    return solve_fixed_point(lambda E: mean_anomaly + ecc * jnp.sin(E), mean_anomaly)


M = jnp.linspace(0.1, 3.0, 5)
E, iters = jax.jit(eccentric_anomaly)(M, 0.3)
print("E:", E)
print("residual:", jnp.max(jnp.abs(E - 0.3 * jnp.sin(E) - M)), "iters:", iters)
