"""`static_argnums=-1` marks the last parameter static: `range(n_steps)` unrolls."""

import jax
import jax.numpy as jnp


def power_iteration(a, v, n_steps):
    for _ in range(n_steps):
        v = a @ v
        v = v / jnp.linalg.norm(v)
    return v


top_vector = jax.jit(power_iteration, static_argnums=-1)
top_vector(jnp.diag(jnp.array([3.0, 1.0])), jnp.ones(2), 5)
