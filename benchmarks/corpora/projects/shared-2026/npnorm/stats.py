import jax.numpy as jnp

from . import util


def moments(x, axis=0):
    mu = x.mean(axis=axis, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=axis, keepdims=True)
    return mu, var


def standardize(x, eps=1e-5, axis=-1):
    mu, var = moments(x, axis=axis)
    return (x - mu) * util.inv_sqrt(var, eps)


def scaled_normal(key_normal, var):
    return key_normal * util.inv_sqrt(1.0 / var)


def rms(x):
    return jnp.sqrt(jnp.mean(x * x))
