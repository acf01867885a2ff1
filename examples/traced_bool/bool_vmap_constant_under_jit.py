"""vmap alone computes a constant at once, but under jit the same constant is staged out:
a comparison of it is a tracer."""

import jax
import jax.numpy as jnp


def centre(row):
    width = jnp.max(jnp.arange(4))
    if width > 2:  # E: jax-traced-bool
        return row - row.mean()
    return row


@jax.jit
def centre_all(rows):
    return jax.vmap(centre)(rows)


centre_all(jnp.ones((3, 4)))
