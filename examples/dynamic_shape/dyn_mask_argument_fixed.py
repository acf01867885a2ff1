"""A masked mean keeps the shape: weight the entries instead of selecting them."""

import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(errors, observed):
    return jnp.sum(jnp.where(observed, errors, 0.0)) / jnp.sum(observed)


observed = jnp.array([True, False, True, True], dtype=bool)
masked_mean(jnp.arange(4.0), observed)
