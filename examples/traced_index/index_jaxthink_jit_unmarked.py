"""Without a `Static[...]` mark, `jaxthink_typing.jit` traces the parameter like `jax.jit`."""

import jax
import jax.numpy as jnp

import jaxthink_typing


@jaxthink_typing.jit
def repeat_layer(x: jax.Array, depth: int) -> jax.Array:
    for _ in range(depth):  # E: jax-traced-index
        x = jnp.tanh(x)
    return x


repeat_layer(jnp.ones(3), 3)
