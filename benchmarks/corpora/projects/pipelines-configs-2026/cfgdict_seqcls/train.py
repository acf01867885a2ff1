"""Train state construction and the jitted update."""
import functools

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import losses
from .model import build_model


class TrainState(train_state.TrainState):
    dropout_key: jax.Array


def make_optimizer(tcfg):
    if tcfg.get("optimizer", "adamw") == "adamw":
        return optax.adamw(tcfg.learning_rate, weight_decay=tcfg.get("weight_decay", 0.0))
    return optax.sgd(tcfg.learning_rate, momentum=0.9)


def create_state(cfg, rng):
    model = build_model(cfg)
    params_key, dropout_key = jax.random.split(rng)
    dummy = jnp.zeros((1, cfg.data.seq_len), jnp.int32)
    params = model.init(params_key, dummy)["params"]
    return TrainState.create(
        apply_fn=model.apply,
        params=params,
        tx=make_optimizer(cfg.train),
        dropout_key=dropout_key,
    )


@jax.jit
def train_step(state, batch, cfg):
    step_key = jax.random.fold_in(state.dropout_key, state.step)

    def loss_fn(params):
        logits = state.apply_fn(
            {"params": params}, batch["tokens"], train=True, rngs={"dropout": step_key}
        )
        loss = losses.classification_loss(logits, batch["labels"], cfg)
        return loss, logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    metrics = {"loss": loss, "accuracy": losses.accuracy(logits, batch["labels"])}
    return state, metrics


def train_epoch(state, batches, cfg, log_fn=None):
    history = []
    for i, batch in enumerate(batches):
        state, metrics = train_step(state, batch, cfg)
        history.append(jax.device_get(metrics))
        if log_fn is not None and (i + 1) % cfg.train.get("log_every", 10) == 0:
            log_fn(i + 1, history[-1])
    return state, history
