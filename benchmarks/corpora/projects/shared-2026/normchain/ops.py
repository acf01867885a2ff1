import jax.numpy as jnp

from . import util


def rms_norm(x, scale, eps=1e-5):
    ms = jnp.mean(x * x, axis=-1, keepdims=True)
    return x * scale / jnp.sqrt(ms + eps)


def scaled_sum(x, fan_in):
    # fan_in is a python int taken from shapes
    return util.safe_div(jnp.sum(x, axis=-1, keepdims=True), fan_in)


def standardize(x):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    sd = jnp.std(x)
    return util.safe_div(x - mu, sd)


def gelu(x):
    return 0.5 * x * (1.0 + jnp.tanh(0.7978845608 * (x + 0.044715 * x**3)))
