import jax.numpy as jnp


def mse(model, x, y):
    return jnp.mean((model(x) - y) ** 2)


def mse_fixed(model, x, y, k):
    return jnp.mean((model.fixed(x, k) - y) ** 2)
