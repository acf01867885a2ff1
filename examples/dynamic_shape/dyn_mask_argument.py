"""A boolean array made outside the jit, then used as a mask inside it."""

import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(errors, observed):
    return jnp.mean(errors[observed])  # E: jax-dynamic-shape


observed = jnp.array([True, False, True, True], dtype=bool)
masked_mean(jnp.arange(4.0), observed)
