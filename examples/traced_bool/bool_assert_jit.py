"""An `assert` on traced data inside a jitted function."""

import jax
import jax.numpy as jnp


@jax.jit
def normalize(weights):
    total = weights.sum()
    assert total > 0, "weights must not sum to zero"  # E: jax-traced-bool
    return weights / total


normalize(jnp.array([1.0, 2.0, 3.0]))
