"""`range(n)` with a traced `n` inside a jitted function."""

import jax
import jax.numpy as jnp


@jax.jit
def power_series(x, n_terms):
    total = jnp.zeros_like(x)
    for k in range(n_terms):  # E: jax-traced-index
        total = total + x**k
    return total


power_series(jnp.asarray(0.5), 5)
