"""`size=` fixes the number of indices; missing ones are filled with `fill_value`."""

import jax
import jax.numpy as jnp


@jax.jit
def active_units(activations):
    (idx,) = jnp.nonzero(activations > 0.5, size=activations.shape[0], fill_value=-1)
    return idx


active_units(jnp.array([0.1, 0.9, 0.7, 0.2]))
