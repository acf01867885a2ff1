"""The conditional expression becomes `jnp.where`, elementwise and traceable."""

import jax
import jax.numpy as jnp


@jax.jit
def leaky_relu(x):
    return jnp.where(x > 0, x, 0.01 * x)


leaky_relu(jnp.asarray(-2.0))
