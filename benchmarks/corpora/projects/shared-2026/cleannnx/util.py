import jax.numpy as jnp


def clip(x, lo=None, hi=None):
    if lo is not None:
        x = jnp.maximum(x, lo)
    if hi is not None:
        x = jnp.minimum(x, hi)
    return x


def pairwise(seq):
    return list(zip(seq[:-1], seq[1:]))
