"""A Python `while` whose condition is traced, inside a jitted Newton iteration."""

import jax
import jax.numpy as jnp


@jax.jit
def newton_sqrt(a):
    x = a
    while jnp.abs(x * x - a) > 1e-4:  # E: jax-traced-bool
        x = 0.5 * (x + a / x)
    return x


newton_sqrt(jnp.asarray(2.0))
