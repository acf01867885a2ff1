import jax.numpy as jnp


def cell(params, x, z):
    return jnp.tanh(params["W"] @ z + params["U"] @ x + params["b"])
