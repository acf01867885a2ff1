"""Nested lax.scan loops over a 2-D grid with a lambda body."""

import jax
import jax.numpy as jnp
from jax import lax


def row_prefix(row):
    _, out = lax.scan(lambda c, v: (c + v, c + v), jnp.zeros(()), row)
    return out


@jax.jit
def integral_image(img):
    def outer(carry, row):
        carry = carry + row_prefix(row)
        return carry, carry

    _, out = lax.scan(outer, jnp.zeros(img.shape[1]), img)
    return out


if __name__ == "__main__":
    img = jnp.arange(12.0).reshape(3, 4)
    out = integral_image(img)
    print(out, out[-1, -1] == img.sum())
