"""A conditional expression `a if x > 0 else b` on a traced value under jit."""

import jax
import jax.numpy as jnp


@jax.jit
def leaky_relu(x):
    return x if x > 0 else 0.01 * x  # E: jax-traced-bool


leaky_relu(jnp.asarray(-2.0))
