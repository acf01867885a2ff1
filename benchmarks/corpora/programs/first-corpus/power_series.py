"""Truncated power series of the exponential, evaluated on a batch."""

import jax
import jax.numpy as jnp


@jax.jit
def exp_series(x, n_terms):
    total = jnp.zeros_like(x)
    term = jnp.ones_like(x)
    for k in range(n_terms):
        total = total + term
        term = term * x / (k + 1)
    return total


def max_error(x, n_terms):
    approx = exp_series(x, n_terms)
    return jnp.max(jnp.abs(approx - jnp.exp(x)))


if __name__ == "__main__":
    xs = jnp.linspace(-1.0, 1.0, 11)
    for n in (2, 4, 8):
        print(n, max_error(xs, n))
