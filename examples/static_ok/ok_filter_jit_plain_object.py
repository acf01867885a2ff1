"""An instance of a plain class is one leaf and no array: equinox.filter_jit keeps it
static, so it may be hashed (a cache keyed by it)."""

import equinox as eqx
import jax.numpy as jnp


class Options:
    def __init__(self, scale):
        self.scale = scale


_seen: dict[object, float] = {}


@eqx.filter_jit
def apply(x, options):
    _seen[options] = options.scale
    return x * options.scale


print(apply(jnp.ones(2), Options(3.0)))
