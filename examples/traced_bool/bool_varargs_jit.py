"""Each item of `*args` of a jitted function is traced: a Python `if` on one fails."""

import jax
import jax.numpy as jnp


@jax.jit
def positive_sum(*parts):
    total = jnp.zeros_like(parts[0])
    for part in parts:
        if part.sum() > 0:  # E: jax-traced-bool
            total = total + part
    return total


print(positive_sum(jnp.ones(3), -jnp.ones(3), jnp.arange(3.0)))
