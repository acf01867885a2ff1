"""Boolean-mask indexing `x[x > 0]` under jit: the result's length depends on the data."""

import jax
import jax.numpy as jnp


@jax.jit
def positive_mean(returns):
    gains = returns[returns > 0]  # E: jax-dynamic-shape
    return jnp.mean(gains)


positive_mean(jnp.array([0.5, -1.0, 2.0, -0.2]))
