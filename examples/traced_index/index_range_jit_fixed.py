"""`n_terms` is declared in `static_argnames`, so `range(n_terms)` gets a Python int."""

import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_terms",))
def power_series(x, n_terms):
    total = jnp.zeros_like(x)
    for k in range(n_terms):
        total = total + x**k
    return total


power_series(jnp.asarray(0.5), 5)
