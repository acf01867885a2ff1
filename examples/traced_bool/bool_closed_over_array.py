"""A module-level jax array closed over by a jitted function: its comparison is staged."""

import jax
import jax.numpy as jnp

bias = jnp.array([0.5, -0.25, 0.1])


@jax.jit
def predict(x):
    if bias.sum() > 0:  # E: jax-traced-bool
        return x + bias
    return x - bias


predict(jnp.ones(3))
