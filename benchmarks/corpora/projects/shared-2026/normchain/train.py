import functools

import jax

from . import losses


def objective(params, x, y):
    return losses.mse(params, x, y) + losses.l2(params)


@functools.partial(jax.jit, static_argnames=("lr",))
def step(params, x, y, lr=0.05):
    loss, grads = jax.value_and_grad(objective)(params, x, y)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, loss
