import jax.numpy as jnp

from . import tables


def rotate(x):
    return x @ jnp.asarray(tables.hadamard_like(x.shape[-1]))


def encode(params, x):
    return rotate(x @ params["proj"])
