"""`Static[...]` takes one type: two arguments fail when Python evaluates the annotation."""

import jax
import jax.numpy as jnp

from jaxthink_typing import Static


def make_buffer(n: Static[int, str]) -> jax.Array:  # type: ignore[type-arg]  # E: jax-static-arg
    return jnp.zeros(n)


make_buffer(3)
