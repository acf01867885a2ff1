from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import ema


class TrainState(train_state.TrainState):
    ema_params: Any = None
    dropout_rng: Any = None


def cross_entropy(logits, labels):
    onehot = jax.nn.one_hot(labels, logits.shape[-1])
    return jnp.mean(optax.softmax_cross_entropy(logits, onehot))


def accuracy(logits, labels):
    return jnp.mean(jnp.argmax(logits, -1) == labels)


def create_train_state(cfg, model, rng, sample_x):
    params_rng, dropout_rng = jax.random.split(rng)
    variables = model.init(params_rng, sample_x, train=False)
    params = variables["params"]
    tx = optax.adamw(cfg.learning_rate, weight_decay=cfg.weight_decay)
    return TrainState.create(
        apply_fn=model.apply,
        params=params,
        tx=tx,
        ema_params=params,
        dropout_rng=dropout_rng,
    )


def make_train_step(cfg):
    @jax.jit
    def train_step(state, batch):
        dropout_rng, next_rng = jax.random.split(state.dropout_rng)

        def loss_fn(params):
            logits = state.apply_fn(
                {"params": params}, batch["x"], train=True, rngs={"dropout": dropout_rng}
            )
            return cross_entropy(logits, batch["y"]), logits

        (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
        state = state.apply_gradients(grads=grads)
        state = ema.update_ema(state, cfg.ema_decay, cfg.ema_warmup)
        state = state.replace(dropout_rng=next_rng)
        metrics = {
            "loss": loss,
            "acc": accuracy(logits, batch["y"]),
            "grad_norm": optax.global_norm(grads),
        }
        return state, metrics

    return train_step


def make_eval_step():
    @jax.jit
    def eval_step(state, batch):
        logits = state.apply_fn({"params": state.ema_params}, batch["x"], train=False)
        return {"loss": cross_entropy(logits, batch["y"]), "acc": accuracy(logits, batch["y"])}

    return eval_step
