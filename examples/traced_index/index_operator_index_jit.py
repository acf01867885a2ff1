"""`operator.index(x)` of a traced integer under jit."""

import operator

import jax
import jax.numpy as jnp


@jax.jit
def rotate(x, shift):
    k = operator.index(shift)  # E: jax-traced-index
    return jnp.concatenate([x[k:], x[:k]])


rotate(jnp.arange(5), 2)
