"""The jitted step: clip the gradient, then log its summary."""

import jax
import jax.numpy as jnp

from two_mistakes.clipping import clip_by_norm
from two_mistakes.logs import summary


def loss(params, batch):
    return jnp.mean((batch @ params) ** 2)


@jax.jit
def train_step(params, batch):
    grads = jax.grad(loss)(params, batch)
    grads = clip_by_norm(grads, 1.0)
    stats = summary(grads)
    return params - 0.1 * grads, stats
