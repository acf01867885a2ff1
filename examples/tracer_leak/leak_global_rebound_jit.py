"""A global PRNG key split inside a function: fine while it runs eagerly, but once the
name is rebound to its jitted version the global holds a tracer, used after the call."""

import jax
from jax import random

key = random.PRNGKey(0)


def init():
    global key
    key, subkey = random.split(key)  # E: jax-tracer-leak
    return random.normal(subkey, ())


init()
init = jax.jit(init)
init()
random.normal(key, ())
