"""The filtered count becomes a sum of traced comparisons."""

import jax
import jax.numpy as jnp

THRESHOLDS = [0.1, 0.5, 0.9]


@jax.jit
def bucket(x):
    return jnp.sum(x > jnp.asarray(THRESHOLDS))


bucket(jnp.asarray(0.7))
