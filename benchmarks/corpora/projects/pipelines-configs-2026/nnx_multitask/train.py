"""nnx training and evaluation steps."""
import optax
from flax import nnx

from .losses import task_loss, task_metric


def make_optimizer(model, lr):
    return nnx.Optimizer(model, optax.adamw(lr, weight_decay=1e-4), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, batch):
    task_id = batch["task"]

    def loss_fn(model):
        out = model(batch["x"], task_id)
        return task_loss(out, batch["y"], task_id), out

    (loss, out), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, task_metric(out, batch["y"], task_id)


@nnx.jit(static_argnames=("task_id",))
def eval_step(model, x, y, task_id):
    out = model(x, task_id)
    return task_loss(out, y, task_id), task_metric(out, y, task_id)
