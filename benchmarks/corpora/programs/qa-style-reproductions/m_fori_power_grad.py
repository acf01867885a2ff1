"""Gradient of w**n computed by repeated multiplication in a fori_loop."""
import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def power(w, n):
    return lax.fori_loop(0, n, lambda i, acc: acc * w, jnp.float32(1.0))


print(jax.grad(power)(jnp.float32(1.5), 3))
