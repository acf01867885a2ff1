"""The arrays go to the jitted function; the activation's name stays outside it."""

import jax
import jax.numpy as jnp


@jax.jit
def predict(params, x):
    return jnp.tanh(x @ params["w"] + params["b"])


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
config = {"activation": "tanh"}
predict(params, jnp.ones((4, 3)))
