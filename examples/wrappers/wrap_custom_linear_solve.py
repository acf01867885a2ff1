"""`lax.custom_linear_solve` traces the right-hand side it hands `solve`: NumPy's solver
cannot convert it."""

import jax
import jax.numpy as jnp
import numpy as np

A = jnp.array([[4.0, 1.0], [1.0, 3.0]])


def solve(matvec, b):
    return np.linalg.solve(A, b)  # E: jax-numpy-on-traced


def solve_spd(b):
    return jax.lax.custom_linear_solve(lambda v: A @ v, b, solve, symmetric=True)


jax.grad(lambda b: jnp.sum(solve_spd(b)))(jnp.array([1.0, 2.0]))
