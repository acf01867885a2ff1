import jax.numpy as jnp

SCORERS = {}


def register(name):
    def deco(fn):
        SCORERS[name] = fn
        return fn

    return deco


@register("dot")
def dot(q, k):
    return q @ k.T


@register("cosine")
def cosine(q, k):
    qn = q / jnp.linalg.norm(q, axis=-1, keepdims=True)
    kn = k / jnp.linalg.norm(k, axis=-1, keepdims=True)
    return qn @ kn.T


def get(name):
    return SCORERS[name]
