"""A logistic model."""

import jax
import jax.numpy as jnp


def init_params(dim: int):
    return {"w": jnp.zeros((dim,)), "b": jnp.zeros(())}


def logits(params, x):
    return x @ params["w"] + params["b"]


def loss(params, x, y):
    z = logits(params, x)
    return jnp.mean(jax.nn.softplus(z) - y * z)
