"""The index `i` of a `lax.fori_loop` body is traced: `range(i)` fails."""

import jax.numpy as jnp
from jax import lax


def triangular_sums(x):
    def body(i, out):
        acc = 0.0
        for j in range(i):  # E: jax-traced-index
            acc = acc + x[j]
        return out.at[i].set(acc)

    return lax.fori_loop(0, x.shape[0], body, jnp.zeros_like(x))


triangular_sums(jnp.arange(4.0))
