"""A boolean mask of dead weights has a static shape; `size=` would work as well."""

import jax
import jax.numpy as jnp


def dead_weights(w):
    return jnp.abs(w).ravel() < 1e-3


@jax.jit
def prune_step(w, grad):
    w = w - 0.1 * grad
    return w, dead_weights(w)


prune_step(jnp.array([[0.0, 1.0], [0.5, 0.0]]), jnp.zeros((2, 2)))
