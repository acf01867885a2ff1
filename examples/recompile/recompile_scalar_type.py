"""jit keys its cache by each argument's type: a Python int is a weakly typed int32 and a
float a weakly typed float32, so passing 1 and then 0.5 compiles the function twice."""

import jax
import jax.numpy as jnp


@jax.jit
def scale(x, factor):
    return x * factor


x = jnp.arange(3.0)
doubled = scale(x, 2)
halved = scale(x, 0.5)  # N: jax-recompile
