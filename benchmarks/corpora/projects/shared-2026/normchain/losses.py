import jax.numpy as jnp

from . import model


def mse(params, x, y):
    pred = model.apply(params, x)
    return jnp.mean((pred - y) ** 2)


def l2(params, weight=1e-4):
    total = 0.0
    for bp in params["blocks"]:
        total = total + jnp.sum(bp["fc"]["w"] ** 2)
    return weight * total
