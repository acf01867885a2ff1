import functools

import jax
import jax.numpy as jnp
import optax

from multitask_ok import weighting
from multitask_ok.registry import get_task, task


@task("classify", output_dim=lambda hp: hp.num_classes)
def classification_loss(logits, batch):
    return jnp.mean(optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]))


@task("regress", output_dim=lambda hp: 1)
def regression_loss(preds, batch):
    return jnp.mean((preds - batch["target"]) ** 2)


def _single_task_loss(name, outputs, batch):
    return get_task(name).loss(outputs[name], batch)


def multitask_loss(outputs, batch, hp):
    branches = [functools.partial(_single_task_loss, name) for name in hp.task_names]
    loss = jax.lax.switch(batch["task"], branches, outputs, batch)
    weights = weighting.normalized_weights(hp.task_weights, hp.weight_temperature)
    return loss * weighting.task_weight(batch["task"], weights), loss
