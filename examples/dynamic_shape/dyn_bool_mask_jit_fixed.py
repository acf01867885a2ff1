"""`jnp.where(mask, x, 0)` keeps the shape; divide by the count of selected entries."""

import jax
import jax.numpy as jnp


@jax.jit
def positive_mean(returns):
    mask = returns > 0
    return jnp.sum(jnp.where(mask, returns, 0.0)) / jnp.sum(mask)


positive_mean(jnp.array([0.5, -1.0, 2.0, -0.2]))
