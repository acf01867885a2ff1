import functools
from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from . import metrics


class TrainState(train_state.TrainState):
    running_loss: Any = 0.0
    dropout_rng: Any = None


def make_optimizer(cfg):
    return optax.chain(
        optax.clip_by_global_norm(cfg.clip),
        optax.adam(cfg.lr, b1=cfg.b1, b2=cfg.b2),
    )


def init_state(cfg, model, key, example):
    init_key, drop_key = jax.random.split(key)
    params = model.init({"params": init_key}, example, train=False)["params"]
    return TrainState.create(
        apply_fn=model.apply,
        params=params,
        tx=make_optimizer(cfg),
        running_loss=jnp.zeros(()),
        dropout_rng=drop_key,
    )


@functools.partial(jax.jit, static_argnames=("beta",))
def train_step(state, batch, beta):
    rng, sub = jax.random.split(state.dropout_rng)

    def loss_fn(params):
        pred, z = state.apply_fn({"params": params}, batch["noisy"], rngs={"dropout": sub})
        rec = metrics.reconstruction_error(pred, batch["clean"])
        return rec + metrics.latent_penalty(z), rec

    (loss, rec), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state, smooth = metrics.update_running_loss(state, loss, beta)
    state = state.apply_gradients(grads=grads, dropout_rng=rng)
    return state, {"loss": loss, "rec": rec, "smooth": smooth}


@jax.jit
def evaluate(state, batch):
    pred, _ = state.apply_fn({"params": state.params}, batch["noisy"], train=False)
    return metrics.reconstruction_error(pred, batch["clean"])
