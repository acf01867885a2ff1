import jax
import jax.numpy as jnp


def init_dense(key, n_in, n_out):
    return {"w": jax.random.normal(key, (n_in, n_out)) / jnp.sqrt(n_in), "b": jnp.zeros(n_out)}


def dense(p, x):
    return x @ p["w"] + p["b"]


def gated(p, x):
    h = dense(p, x)
    if jnp.mean(h) > 0.5:
        h = jnp.tanh(h)
    return h
