"""Sensitivity of an iterated map to its parameter."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def iterate(theta, x0, n):
    def body(_, x):
        return jnp.sin(theta * x) + 0.5 * x

    return lax.fori_loop(0, n, body, x0)


dtheta = jax.grad(iterate)(1.3, 0.2, 8)
print(dtheta)
