"""A jnp constructor kept under a short name, called with a traced size."""

import jax
import jax.numpy as jnp

zeros = jnp.zeros


@jax.jit
def pad_to(x, length):
    padding = zeros(length - x.shape[0])  # E: jax-traced-shape
    return jnp.concatenate([x, padding])


pad_to(jnp.ones(3), 5)
