import functools

from flax import nnx

from . import losses


@functools.partial(nnx.jit, static_argnames=("log",))
def step(model, optimizer, x, y, weights, log=False):
    loss, grads = nnx.value_and_grad(losses.composite)(model, x, y, weights, log=log)
    optimizer.update(model, grads)
    return loss
