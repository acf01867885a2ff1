"""The early exit becomes a `lax.while_loop` whose condition may be traced."""

import equinox as eqx
import jax.numpy as jnp
from jax import lax


@eqx.filter_jit
def power_iteration(matrix, num_iters, tol):
    def cond(state):
        i, _, delta = state
        return (i < num_iters) & (delta >= tol)

    def body(state):
        i, v, _ = state
        new_v = matrix @ v
        new_v = new_v / jnp.linalg.norm(new_v)
        return i + 1, new_v, jnp.linalg.norm(new_v - v)

    v0 = jnp.ones(matrix.shape[0])
    _, v, _ = lax.while_loop(cond, body, (0, v0, jnp.asarray(jnp.inf)))
    return v


power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 10, jnp.asarray(1e-6))
