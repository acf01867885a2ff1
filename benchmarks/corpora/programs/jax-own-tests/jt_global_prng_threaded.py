import jax
from jax import random

key = random.PRNGKey(0)


def init(key):
    key, subkey = random.split(key)
    return key, random.normal(subkey, ())


key, v = init(key)
print(v)
init = jax.jit(init)
key, v = init(key)
print(v)
print(random.normal(key, ()))
