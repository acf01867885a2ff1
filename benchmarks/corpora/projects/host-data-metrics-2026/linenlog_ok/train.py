"""Train / eval steps."""
import jax
import jax.numpy as jnp
import optax

from . import logging_utils

HPARAMS = {"lr": 1e-2, "hidden": 32, "batch_size": 30, "epochs": 3}


def build(model, optimizer):
    def loss_fn(params, x, y1h):
        logits = model.apply(params, x)
        return optax.softmax_cross_entropy(logits, y1h).mean(), logits

    @jax.jit
    def train_step(params, opt_state, x, y1h):
        print("tracing train_step with " + logging_utils.format_scalars(HPARAMS))
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, y1h)
        updates, opt_state = optimizer.update(grads, opt_state)
        params = optax.apply_updates(params, updates)
        acc = jnp.mean(logits.argmax(-1) == y1h.argmax(-1))
        return params, opt_state, {"loss": loss, "acc": acc}

    @jax.jit
    def eval_step(params, x, y1h):
        loss, logits = loss_fn(params, x, y1h)
        metrics = {"loss": loss, "acc": jnp.mean(logits.argmax(-1) == y1h.argmax(-1))}
        logging_utils.log_in_step("eval", metrics)
        return metrics

    return train_step, eval_step
