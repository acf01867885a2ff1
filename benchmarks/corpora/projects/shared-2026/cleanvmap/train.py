import functools

import jax

from . import losses, stats


@functools.partial(jax.jit, static_argnames=("temperature", "lr"))
def step(params, x, y, key, temperature, lr):
    keys = jax.random.split(key, jax.tree.leaves(params)[0].shape[0])
    ws = jax.vmap(lambda k: stats.bootstrap_weights(k, x.shape[0]))(keys)

    def total(p):
        return losses.all_losses(p, x, y, ws, temperature).sum()

    loss, grads = jax.value_and_grad(total)(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss
