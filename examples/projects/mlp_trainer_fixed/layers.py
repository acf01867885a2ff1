"""Layers over parameter dicts: no JAX transformation of their own."""

import jax
import jax.numpy as jnp


def init_dense(key, n_in, n_out):
    scale = 1.0 / jnp.sqrt(n_in)
    return {"w": scale * jax.random.normal(key, (n_in, n_out)), "b": jnp.zeros(n_out)}


def dense(params, x):
    return x @ params["w"] + params["b"]


def clipped_relu(x, ceiling):
    return jnp.minimum(jax.nn.relu(x), ceiling)
