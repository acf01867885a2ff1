"""`jaxthink_typing.jit` takes `static_argnames` from the `Static[...]` annotations."""

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static


@jaxthink_typing.jit
def repeat_layer(x: jax.Array, depth: Static[int]) -> jax.Array:
    for _ in range(depth):
        x = jnp.tanh(x)
    if depth > 2:
        x = x * 0.5
    return x


repeat_layer(jnp.ones(3), 3)
