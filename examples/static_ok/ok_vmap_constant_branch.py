"""vmap alone stages nothing: an operation on constants in a vmapped function called
eagerly gives a concrete array (only the mapped argument is a tracer)."""

import jax
import jax.numpy as jnp


def centre(row):
    width = jnp.max(jnp.arange(4))  # no mapped input: computed at once
    if width > 2:
        return row - row.mean()
    return row


print(jax.vmap(centre)(jnp.ones((3, 4))))
