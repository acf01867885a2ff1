"""`jnp.linalg.solve` works on the traced right-hand side."""

import jax
import jax.numpy as jnp

A = jnp.array([[4.0, 1.0], [1.0, 3.0]])


def solve(matvec, b):
    return jnp.linalg.solve(A, b)


def solve_spd(b):
    return jax.lax.custom_linear_solve(lambda v: A @ v, b, solve, symmetric=True)


jax.grad(lambda b: jnp.sum(solve_spd(b)))(jnp.array([1.0, 2.0]))
