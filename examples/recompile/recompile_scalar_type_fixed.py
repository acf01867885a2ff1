"""Pass the same Python type at every call: 2.0, a float, like 0.5."""

import jax
import jax.numpy as jnp


@jax.jit
def scale(x, factor):
    return x * factor


x = jnp.arange(3.0)
doubled = scale(x, 2.0)
halved = scale(x, 0.5)
