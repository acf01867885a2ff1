"""A module-level NumPy array indexed with traced integers under jit: NumPy tries to
turn the tracer into an index array."""

import jax
import jax.numpy as jnp
import numpy as np

PRIORITY_WEIGHTS = np.array([0.5, 1.0, 2.0, 4.0])


@jax.jit
def ticket_cost(hours, priorities):
    levels = jnp.clip(priorities, 0, PRIORITY_WEIGHTS.shape[0] - 1)
    return hours * PRIORITY_WEIGHTS[levels]  # E: jax-numpy-on-traced


ticket_cost(jnp.array([1.5, 3.0, 0.5]), jnp.array([2, 0, 7]))
