import functools

import jax
import jax.numpy as jnp

from stepcfg import config


@functools.partial(jax.jit, static_argnames=("sizes",))
def init(key, sizes):
    keys = jax.random.split(key, len(sizes))
    return [jax.random.normal(k, (n,)) for k, n in zip(keys, sizes)]


def build(seed):
    return init(jax.random.PRNGKey(seed), sizes=config.LAYERS)
