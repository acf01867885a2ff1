"""Instead of `range(i)`, the body masks with `jnp.arange(n) < i`."""

import jax.numpy as jnp
from jax import lax


def triangular_sums(x):
    n = x.shape[0]

    def body(i, out):
        acc = jnp.sum(jnp.where(jnp.arange(n) < i, x, 0.0))
        return out.at[i].set(acc)

    return lax.fori_loop(0, n, body, jnp.zeros_like(x))


triangular_sums(jnp.arange(4.0))
