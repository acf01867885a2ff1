"""`eqx.filter_jit` traces only array arguments: a Python int stays static."""

import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def power_iteration(matrix, num_iters, normalize=True):
    v = jnp.ones(matrix.shape[0])
    for _ in range(num_iters):
        v = matrix @ v
        if normalize:
            v = v / jnp.linalg.norm(v)
    return v


power_iteration(jnp.array([[2.0, 0.0], [0.0, 1.0]]), 10)
