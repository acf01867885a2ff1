"""Optimizer construction and the compiled training step."""

import optax
from flax import nnx

from .losses import huber


def make_optimizer(model, learning_rate):
    return nnx.Optimizer(model, optax.adamw(learning_rate), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return huber(model(x), y)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
