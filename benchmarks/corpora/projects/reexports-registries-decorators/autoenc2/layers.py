"""Functional pieces used by the model."""

import jax
import jax.numpy as jnp

ACTIVATIONS = {
    "gelu": jax.nn.gelu,
    "relu": jax.nn.relu,
    "tanh": jnp.tanh,
}


def activate(x, name):
    return ACTIVATIONS[name](x)


def shrink(code, threshold):
    """Soft thresholding of a code vector."""
    if threshold <= 0:
        return code
    return jnp.sign(code) * jnp.maximum(jnp.abs(code) - threshold, 0.0)


def rms_norm(x, eps=1e-6):
    return x / jnp.sqrt(jnp.mean(x**2, axis=-1, keepdims=True) + eps)
