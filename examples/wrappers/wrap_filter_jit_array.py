"""`eqx.filter_jit` traces array arguments: an `if` on one of them fails."""

import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def power_iteration(matrix, num_iters, tol):
    v = jnp.ones(matrix.shape[0])
    for _ in range(num_iters):
        new_v = matrix @ v
        new_v = new_v / jnp.linalg.norm(new_v)
        if jnp.linalg.norm(new_v - v) < tol:  # E: jax-traced-bool
            return new_v
        v = new_v
    return v


power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 10, jnp.asarray(1e-6))
