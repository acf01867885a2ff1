"""jnp.diff traces: the jax operation, not NumPy's."""

import jax
import jax.numpy as jnp


@jax.jit
def segment_lengths(offsets):
    return jnp.diff(offsets)


segment_lengths(jnp.array([0, 3, 4, 8]))
