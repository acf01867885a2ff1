"""`int(x.sum())` of a traced sum under jit, used as a count."""

import jax
import jax.numpy as jnp


@jax.jit
def mean_of_valid(values, mask):
    count = int(mask.sum())  # E: jax-traced-conversion
    return jnp.where(mask, values, 0.0).sum() / count


mean_of_valid(jnp.arange(4.0), jnp.array([True, False, True, True]))
