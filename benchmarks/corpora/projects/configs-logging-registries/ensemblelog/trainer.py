"""The training step for the whole ensemble."""

import jax
import jax.numpy as jnp

from . import member
from .utils import logging as log

LR = 0.05


@jax.jit
def train_step(stacked, x, y):
    losses, grads = jax.vmap(jax.value_and_grad(member.loss), in_axes=(0, None, None))(stacked, x, y)
    stacked = jax.tree_util.tree_map(lambda p, g: p - LR * g, stacked, grads)
    log.emit("mean_loss", jnp.mean(losses))
    return stacked, losses


def fit(stacked, x, y, steps):
    history = []
    for _ in range(steps):
        stacked, losses = train_step(stacked, x, y)
        history.append(losses)
    return stacked, history
