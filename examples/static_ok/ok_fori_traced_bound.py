"""`lax.fori_loop(0, n, ...)` with a traced `n` runs under jit: it becomes a while loop."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def repeated_square_root(x, n):
    return lax.fori_loop(0, n, lambda i, v: jnp.sqrt(v), x)


repeated_square_root(jnp.asarray(256.0), jnp.asarray(3))
