"""`not` applied to a traced mask value under `jax.vmap`."""

import jax
import jax.numpy as jnp


def masked_value(x, valid):
    if not valid:  # E: jax-traced-bool
        return jnp.zeros_like(x)
    return x


jax.vmap(masked_value)(jnp.arange(3.0), jnp.array([True, False, True]))
