"""Label frequencies with `jnp.bincount`: without `length=` the count of bins is data."""

import jax
import jax.numpy as jnp


@jax.jit
def label_freq(labels):
    counts = jnp.bincount(labels)  # E: jax-dynamic-shape
    return counts / labels.shape[0]


label_freq(jnp.array([0, 2, 2, 1, 0, 2]))
