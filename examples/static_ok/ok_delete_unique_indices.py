"""`jnp.delete` takes traced indices when they are declared unique."""

import jax
import jax.numpy as jnp


@jax.jit
def drop(x, index):
    return jnp.delete(x, index, assume_unique_indices=True)


drop(jnp.arange(4.0), jnp.array([1]))
