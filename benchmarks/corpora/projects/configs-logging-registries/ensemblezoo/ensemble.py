"""Stacked member parameters and their joint use."""

import jax
import jax.numpy as jnp

from . import registry


def init(name, key, n_members, n_in):
    family = registry.get(name)
    keys = jax.random.split(key, n_members)
    return jax.vmap(lambda k: family.init(k, n_in))(keys)


def member_losses(name, stacked, x, y):
    apply = registry.get(name).apply

    def one(params):
        return jnp.mean((apply(params, x) - y) ** 2)

    return jax.vmap(one)(stacked)


def predict(name, stacked, x):
    apply = registry.get(name).apply
    preds = jax.vmap(apply, in_axes=(0, None))(stacked, x)
    return preds.mean(axis=0), preds.std(axis=0)
