"""A traced shift is applied with `jnp.roll`, which accepts a traced amount."""

import jax
import jax.numpy as jnp


@jax.jit
def rotate(x, shift):
    return jnp.roll(x, -shift)


rotate(jnp.arange(5), 2)
