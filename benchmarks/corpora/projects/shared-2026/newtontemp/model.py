import jax
import jax.numpy as jnp


def init(key, n_in, n_out):
    return {"w": 0.1 * jax.random.normal(key, (n_in, n_out)), "b": jnp.zeros((n_out,))}


def logits(params, x):
    return x @ params["w"] + params["b"]
