"""The shapes passed into the jitted function as an argument: jit traces them, and
`reshape` needs static sizes."""

import jax
import jax.numpy as jnp


@jax.jit
def unflatten(flat_params, shapes):
    return jax.tree.map(lambda p, shape: p.reshape(shape), flat_params, shapes)  # E: jax-traced-shape


unflatten({"w": jnp.ones(6), "b": jnp.ones(2)}, {"w": (3, 2), "b": (2,)})
