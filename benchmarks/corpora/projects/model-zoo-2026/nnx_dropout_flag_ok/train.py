import functools

import optax
from flax import nnx


def make_optimizer(model, cfg):
    return nnx.Optimizer(model, optax.adamw(cfg.lr), wrt=nnx.Param)


def loss_fn(model, batch, train):
    logits = model(batch["image"], train)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
    return loss, logits


@functools.partial(nnx.jit, static_argnames="train")
def step(model, optimizer, batch, train):
    (loss, logits), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model, batch, train)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == batch["label"]).mean()
    return loss, acc
