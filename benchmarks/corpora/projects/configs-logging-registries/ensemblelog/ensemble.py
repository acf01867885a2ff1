"""Stacked parameters for several members."""

import jax

from . import member


def init(key, n_members, n_in):
    keys = jax.random.split(key, n_members)
    return jax.vmap(member.init, in_axes=(0, None))(keys, n_in)


def predict(stacked, x):
    return jax.vmap(member.forward, in_axes=(0, None))(stacked, x).mean(axis=0)
