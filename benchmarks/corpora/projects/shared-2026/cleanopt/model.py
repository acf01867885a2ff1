import jax
import jax.numpy as jnp


def init(key, features):
    return {"w": 0.1 * jax.random.normal(key, (features,)), "b": jnp.zeros(())}


def logit(params, x):
    return x @ params["w"] + params["b"]
