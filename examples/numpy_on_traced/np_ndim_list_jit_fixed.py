"""Fixed: the list is stacked first; the stacked array's ndim is static."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def mean_of(a, b):
    stacked = jnp.stack([a, b])
    if np.ndim(stacked) > 1:
        return jnp.mean(stacked, axis=0)
    return (a + b) / 2


print(mean_of(jnp.ones(3), jnp.zeros(3)))
