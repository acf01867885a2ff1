"""A params dict that also holds its activation's name: jit traces every leaf of it, and a
`str` is no JAX type (TypeError at the call)."""

import jax
import jax.numpy as jnp


@jax.jit
def predict(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2), "activation": "tanh"}
predict(params, jnp.ones((4, 3)))  # E: jax-static-arg
