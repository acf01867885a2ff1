import jax
import jax.numpy as jnp

from . import util


def make(key, n, dim, code):
    k1, k2 = jax.random.split(key)
    z = jax.random.normal(k1, (n, code))
    mix = jax.random.normal(k2, (code, dim))
    return util.clip(jnp.tanh(z @ mix), -0.9, 0.9)
