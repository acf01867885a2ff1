import jax
import jax.numpy as jnp

from . import model


def mse(params, hp, x, y):
    return jnp.mean((model.predict(params, hp, x) - y) ** 2)


def regularized(params, hp, x, y):
    l2 = sum(jnp.sum(p**2) for p in jax.tree_util.tree_leaves(params))
    return mse(params, hp, x, y) + hp["l2"] * l2
