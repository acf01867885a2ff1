"""Loss, compiled update and the loop."""

import jax
import jax.numpy as jnp

from . import registry


def make_step(apply, lr):
    def loss(params, x, y, n_blocks):
        return jnp.mean((apply(params, x, n_blocks) - y) ** 2)

    @jax.jit
    def step(params, x, y, n_blocks):
        value, grads = jax.value_and_grad(loss)(params, x, y, n_blocks)
        params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
        return params, value

    return step


def fit(name, x, y, n_blocks, steps, lr=0.05, seed=0):
    params, apply = registry.build(name, jax.random.PRNGKey(seed), x.shape[1], y.shape[1])
    step = make_step(apply, lr)
    losses = []
    for _ in range(steps):
        params, value = step(params, x, y, n_blocks)
        losses.append(float(value))
    return params, losses
