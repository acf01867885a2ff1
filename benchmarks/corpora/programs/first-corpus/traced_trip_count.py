"""Repeated squaring where the number of rounds is a runtime value."""

import jax
import jax.numpy as jnp
from jax import lax


def repeated_square(x, n):
    return lax.fori_loop(0, n, lambda i, acc: acc * acc, x)


@jax.jit
def normalized_power(x, n):
    y = repeated_square(x, n)
    return y / jnp.max(jnp.abs(y))


if __name__ == "__main__":
    x = jnp.array([0.9, 1.0, 1.1])
    for n in (1, 3, 5):
        print(n, normalized_power(x, n))
