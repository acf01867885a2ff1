import functools

import jax

from . import losses


@functools.partial(jax.jit, static_argnames=("eps",))
def step(state, x, y, eps=0.1):
    def loss_fn(params):
        return losses.xent(state.apply_fn({"params": params}, x), y, eps)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
