"""`not valid` becomes `jnp.logical_not(valid)` inside a `jnp.where`."""

import jax
import jax.numpy as jnp


def masked_value(x, valid):
    return jnp.where(jnp.logical_not(valid), jnp.zeros_like(x), x)


jax.vmap(masked_value)(jnp.arange(3.0), jnp.array([True, False, True]))
