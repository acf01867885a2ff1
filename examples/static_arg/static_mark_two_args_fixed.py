"""`Static[int]`: one type argument, the type of the static value."""

import jax
import jax.numpy as jnp

from jaxthink_typing import Static


def make_buffer(n: Static[int]) -> jax.Array:
    return jnp.zeros(n)


make_buffer(3)
