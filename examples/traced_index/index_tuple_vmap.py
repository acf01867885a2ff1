"""Indexing a tuple of functions with a traced per-example integer under vmap."""

import jax
import jax.numpy as jnp

ACTIVATIONS = (jax.nn.relu, jnp.tanh, jax.nn.sigmoid)


def activate(x, kind):
    return ACTIVATIONS[kind](x)  # E: jax-traced-index


jax.vmap(activate)(jnp.array([-1.0, 0.5, 2.0]), jnp.array([0, 1, 2]))
