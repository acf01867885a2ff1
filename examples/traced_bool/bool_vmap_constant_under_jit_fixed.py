"""The constant is computed with NumPy: a concrete value at trace time, under jit too."""

import jax
import jax.numpy as jnp
import numpy as np


def centre(row):
    width = np.max(np.arange(4))
    if width > 2:
        return row - row.mean()
    return row


@jax.jit
def centre_all(rows):
    return jax.vmap(centre)(rows)


centre_all(jnp.ones((3, 4)))
