"""`jnp.flatnonzero` in a helper that a jitted training step calls."""

import jax
import jax.numpy as jnp


def dead_weights(w):
    return jnp.flatnonzero(jnp.abs(w) < 1e-3)  # E: jax-dynamic-shape


@jax.jit
def prune_step(w, grad):
    w = w - 0.1 * grad
    return w, dead_weights(w)


prune_step(jnp.array([[0.0, 1.0], [0.5, 0.0]]), jnp.zeros((2, 2)))
