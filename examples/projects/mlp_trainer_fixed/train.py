"""The loss and a jitted gradient-descent step."""

import jax
import jax.numpy as jnp

from mlp_trainer_fixed import model


def loss(params, x, y):
    return jnp.mean((model.forward(params, x) - y) ** 2)


@jax.jit
def step(params, x, y):
    grads = jax.grad(loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)


def fit(params, x, y, steps):
    for _ in range(steps):
        params = step(params, x, y)
    return params
