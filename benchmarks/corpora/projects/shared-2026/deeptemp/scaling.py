import jax.numpy as jnp

from . import util


def temperature(logits, temp, lo=0.1, hi=10.0):
    t = util.clamp(util.to_float(temp), lo, hi)
    return logits / t


def sharpen(p, power=2.0):
    q = p ** util.to_float(power)
    return q / jnp.sum(q, axis=-1, keepdims=True)
