import jax.numpy as jnp

from . import regularizers


def composite(model, x, y, weights, log=False):
    pred = model(x)
    fit = jnp.mean((pred - y) ** 2)
    reg = regularizers.spectral_penalty(model.layers, weights["spectral"], log=log)
    return fit + reg + regularizers.smoothness(pred, weights["smooth"])
