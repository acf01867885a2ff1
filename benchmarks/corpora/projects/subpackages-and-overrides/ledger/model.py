"""A linear model with a bias."""

import jax.numpy as jnp


def init_params(dim: int):
    return {"w": jnp.zeros((dim,)), "b": jnp.zeros(())}


def predict(params, x):
    return x @ params["w"] + params["b"]


def loss(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
