"""Compiled update for a whole ensemble."""

import functools

import jax
import jax.numpy as jnp

from . import ensemble


@functools.partial(jax.jit, static_argnames=("name", "lr"))
def step(stacked, x, y, name, lr=0.05):
    def total(s):
        losses = ensemble.member_losses(name, s, x, y)
        return jnp.sum(losses), losses

    (_, losses), grads = jax.value_and_grad(total, has_aux=True)(stacked)
    stacked = jax.tree_util.tree_map(lambda p, g: p - lr * g, stacked, grads)
    return stacked, losses


def fit(name, x, y, n_members, steps, seed=0):
    stacked = ensemble.init(name, jax.random.PRNGKey(seed), n_members, x.shape[1])
    for _ in range(steps):
        stacked, losses = step(stacked, x, y, name=name)
    return stacked, losses
