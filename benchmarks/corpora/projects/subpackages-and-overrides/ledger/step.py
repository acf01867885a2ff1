"""One gradient-descent update."""

import jax
import optax

from ledger import metrics, model


@jax.jit
def train_step(params, x, y, lr):
    value, grads = jax.value_and_grad(model.loss)(params, x, y)
    metrics.record("grad_norm", optax.global_norm(grads))
    new_params = jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)
    return new_params, value
