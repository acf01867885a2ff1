"""Repeated squaring with an iteration count chosen at run time."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def repeated_sqrt(x, n):
    return lax.fori_loop(0, n, lambda i, v: jnp.sqrt(v), x)


@jax.jit
def geometric_sum(r, n):
    def body(i, acc):
        return acc + r**i

    return lax.fori_loop(0, n, body, jnp.zeros_like(r))


if __name__ == "__main__":
    print(repeated_sqrt(jnp.array(256.0), 3))
    print(geometric_sum(jnp.array(0.5), jnp.array(10)))
