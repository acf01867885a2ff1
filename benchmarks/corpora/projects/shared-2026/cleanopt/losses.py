import jax.numpy as jnp
import optax

from . import model


def bce(params, x, y):
    return jnp.mean(optax.sigmoid_binary_cross_entropy(model.logit(params, x), y))
