"""Jacobian of a warm-started iteration, starting at a run-time offset."""
import jax
import jax.numpy as jnp
from jax import lax


def advance(x, start):
    def body(i, v):
        return v + jnp.sin(v) / (i + 1.0)

    return lax.fori_loop(start, 6, body, x)


@jax.jit
def jac_at(x, start):
    return jax.jacrev(advance)(x, start)


print(jac_at(jnp.array([0.1, 0.2]), 2))
