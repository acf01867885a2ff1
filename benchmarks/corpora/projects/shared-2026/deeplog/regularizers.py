import jax.numpy as jnp

from . import norms


def spectral_penalty(layers, weight, log=False):
    total = 0.0
    for i, layer in enumerate(layers):
        s = norms.spectral(layer.kernel[...], name=f"sigma{i}" if log else None)
        total = total + jnp.maximum(s - 1.0, 0.0) ** 2
    return weight * total


def smoothness(pred, weight):
    return weight * jnp.mean((pred[1:] - pred[:-1]) ** 2)
