"""With the `Static[...]` mark, `jaxthink_typing.jit` keeps the parameter static."""

import jax
import jax.numpy as jnp

import jaxthink_typing
from jaxthink_typing import Static


@jaxthink_typing.jit
def repeat_layer(x: jax.Array, depth: Static[int]) -> jax.Array:
    for _ in range(depth):
        x = jnp.tanh(x)
    return x


repeat_layer(jnp.ones(3), 3)
