"""The key is threaded through the function: it takes one and returns the next."""

import jax
from jax import random


def init(key):
    key, subkey = random.split(key)
    return key, random.normal(subkey, ())


key = random.PRNGKey(0)
key, _ = init(key)
init = jax.jit(init)
key, _ = init(key)
random.normal(key, ())
