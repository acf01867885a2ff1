"""One ensemble member: a two-layer network."""

import jax
import jax.numpy as jnp

HIDDEN = 16


def init(key, n_in):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, HIDDEN)) / jnp.sqrt(n_in),
        "b1": jnp.zeros(HIDDEN),
        "w2": jax.random.normal(k2, (HIDDEN,)) / jnp.sqrt(HIDDEN),
        "b2": jnp.zeros(()),
    }


def forward(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def loss(params, x, y):
    return jnp.mean((forward(params, x) - y) ** 2)
