"""Keep the history in a buffer of fixed size with a mask of the filled entries: one
shape, one compilation."""

import jax
import jax.numpy as jnp

STEPS = 5


@jax.jit
def smooth(history, filled):
    weights = jnp.where(filled, jnp.linspace(0.5, 1.0, history.shape[0]), 0.0)
    return jnp.sum(weights * history) / jnp.sum(weights)


losses = jnp.zeros(STEPS)
for step in range(STEPS):
    losses = losses.at[step].set(1.0 / (step + 1))
    trend = smooth(losses, jnp.arange(STEPS) <= step)
