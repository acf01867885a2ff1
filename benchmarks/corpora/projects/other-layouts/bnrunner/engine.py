"""Compiled train and eval steps."""

import jax

from . import metrics


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        variables = {"params": params, "batch_stats": state.batch_stats}
        logits, updates = state.apply_fn(variables, x, train=True, mutable=["batch_stats"])
        return metrics.masked_cross_entropy(logits, y), (logits, updates)

    (loss, (logits, updates)), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    state = state.replace(batch_stats=updates["batch_stats"])
    return state, {"loss": loss, "accuracy": metrics.masked_accuracy(logits, y)}


@jax.jit
def predict(state, x):
    variables = {"params": state.params, "batch_stats": state.batch_stats}
    return state.apply_fn(variables, x, train=False)
