"""`size=0` is a size: JAX accepts it (an empty result of static shape)."""

import jax
import jax.numpy as jnp


@jax.jit
def empty_pattern(dense):
    return jnp.argwhere(dense > 1e6, size=0)


empty_pattern(jnp.ones((3, 3)))
