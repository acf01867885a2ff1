"""Counting events per hour with `jnp.bincount` under jit: without `length=` the number
of bins is the largest value plus one, which is data."""

import jax
import jax.numpy as jnp


@jax.jit
def busiest_hour(timestamps):
    hours = (timestamps // 3600) % 24
    per_hour = jnp.bincount(hours)  # E: jax-dynamic-shape
    return jnp.argmax(per_hour)


busiest_hour(jnp.array([3600, 7300, 7400, 86000]))
