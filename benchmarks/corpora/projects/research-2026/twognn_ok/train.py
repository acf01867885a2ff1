import jax
import jax.numpy as jnp
import optax

from . import schedules


def build_optimizer(cfg):
    return optax.inject_hyperparams(optax.adamw)(
        learning_rate=schedules.make_schedule(cfg), weight_decay=cfg["weight_decay"]
    )


def make_step(model, tx):
    def loss_fn(params, graph):
        logits = model.apply({"params": params}, graph)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, graph["labels"]).mean()
        return loss, logits

    @jax.jit
    def train_step(params, opt_state, graph):
        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, graph)
        updates, opt_state = tx.update(grads, opt_state, params)
        params = optax.apply_updates(params, updates)
        acc = jnp.mean(jnp.argmax(logits, -1) == graph["labels"])
        lr = opt_state.hyperparams["learning_rate"]
        return params, opt_state, {"loss": loss, "acc": acc, "lr": lr}

    return train_step


def make_eval(model):
    @jax.jit
    def eval_step(params, graph):
        logits = model.apply({"params": params}, graph)
        return jnp.argmax(logits, -1)

    return eval_step


def accuracy(preds, labels):
    return float(jnp.mean(preds == labels))
