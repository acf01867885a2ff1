"""Parameters and forward pass of the regressor."""

import jax
import jax.numpy as jnp


def init_params(key, din, cfg):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (din, cfg.hidden)) / jnp.sqrt(din),
        "b1": jnp.zeros((cfg.hidden,)),
        "w2": jax.random.normal(k2, (cfg.hidden, 1)) / jnp.sqrt(cfg.hidden),
        "b2": jnp.zeros((1,)),
    }


def predict(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"] + params["b2"])[:, 0]


def mse(params, x, y):
    return jnp.mean((predict(params, x) - y) ** 2)
