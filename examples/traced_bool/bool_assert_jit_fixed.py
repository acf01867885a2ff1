"""The traced `assert` becomes a `checkify.check`, thrown after the jitted call."""

import jax
import jax.numpy as jnp
from jax.experimental import checkify


@jax.jit
@checkify.checkify
def normalize(weights):
    total = weights.sum()
    checkify.check(total > 0, "weights must not sum to zero")
    return weights / total


err, out = normalize(jnp.array([1.0, 2.0, 3.0]))
err.throw()
