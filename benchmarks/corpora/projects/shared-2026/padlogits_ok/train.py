import functools

from flax import nnx

from . import losses


@functools.partial(nnx.jit, static_argnames=("max_classes",))
def step(model, optimizer, batch, max_classes):
    loss, grads = nnx.value_and_grad(losses.task_loss)(model, batch, max_classes)
    optimizer.update(model, grads)
    return loss
