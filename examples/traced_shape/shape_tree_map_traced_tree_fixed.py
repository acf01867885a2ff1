"""The shapes closed over (or a static argument) stay Python tuples."""

import jax
import jax.numpy as jnp

SHAPES = {"w": (3, 2), "b": (2,)}


@jax.jit
def unflatten(flat_params):
    return jax.tree.map(lambda p, shape: p.reshape(shape), flat_params, SHAPES)


unflatten({"w": jnp.ones(6), "b": jnp.ones(2)})
