"""One gradient-descent update with its statistics."""

import jax

from tally import metrics, model


@jax.jit
def train_step(params, x, y, lr, step):
    value, grads = jax.value_and_grad(model.loss)(params, x, y)
    new_params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    stats = metrics.compute(params, grads, x, y, step)
    stats["loss"] = value
    return new_params, stats
