"""Gradient of a truncated Taylor series with the term count as a second argument."""

import math

import jax
import jax.numpy as jnp


def exp_series(x: jax.Array, n_terms: int) -> jax.Array:
    total = jnp.zeros_like(x)
    for k in range(n_terms):
        total = total + x**k / math.factorial(k)
    return total


def series_error(x, n_terms):
    return jnp.sum((exp_series(x, n_terms) - jnp.exp(x)) ** 2)


d_error = jax.grad(series_error, argnums=0)

if __name__ == "__main__":
    x = jnp.linspace(-1.0, 1.0, 5)
    for n in (2, 4, 8):
        print(n, d_error(x, n))
