import jax.numpy as jnp

from . import util


def clipped_mean(x, q=90.0):
    limit = jnp.percentile(x, q)
    return jnp.mean(jnp.minimum(x, limit))


def fraction_below(x, threshold):
    return jnp.mean(x < threshold)
