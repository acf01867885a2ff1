"""A linear model."""

import jax
import jax.numpy as jnp


def init(key, n_in):
    return {"w": 0.01 * jax.random.normal(key, (n_in,)), "b": jnp.zeros(())}


def loss(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)
