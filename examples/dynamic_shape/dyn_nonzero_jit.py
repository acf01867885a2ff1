"""`jnp.nonzero` under jit: how many indices it returns depends on the data."""

import jax
import jax.numpy as jnp


@jax.jit
def active_units(activations):
    (idx,) = jnp.nonzero(activations > 0.5)  # E: jax-dynamic-shape
    return idx


active_units(jnp.array([0.1, 0.9, 0.7, 0.2]))
