"""A loss whose penalty weight depends on the training phase."""

import jax.numpy as jnp

PHASE_WEIGHTS = (1e-2, 1e-3, 0.0)


def penalized_mse(w, x, y, phase):
    weight = PHASE_WEIGHTS[phase]  # E: jax-traced-index
    return jnp.mean((x @ w - y) ** 2) + weight * jnp.sum(w**2)
