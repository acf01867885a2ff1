"""A two-layer softmax classifier."""

import jax
import jax.numpy as jnp


def init(key, n_in, n_hidden, n_classes):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (n_in, n_hidden)) / jnp.sqrt(n_in),
        "b1": jnp.zeros(n_hidden),
        "w2": jax.random.normal(k2, (n_hidden, n_classes)) / jnp.sqrt(n_hidden),
        "b2": jnp.zeros(n_classes),
    }


def logits(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


def loss(params, x, labels):
    logp = jax.nn.log_softmax(logits(params, x))
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=1))


def accuracy(params, x, labels):
    return jnp.mean(jnp.argmax(logits(params, x), axis=1) == labels)
