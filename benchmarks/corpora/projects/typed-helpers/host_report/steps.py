from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from .model import Classifier


class TrainState(train_state.TrainState):
    pass


def create_state(key: jax.Array, model: Classifier, d_in: int, lr: float) -> TrainState:
    params = model.init(key, jnp.zeros((1, d_in)))["params"]
    return TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


def _loss(params: Any, state: TrainState, x: jax.Array, y: jax.Array) -> tuple[jax.Array, jax.Array]:
    logits = state.apply_fn({"params": params}, x, train=True)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, logits


@jax.jit
def train_step(state: TrainState, x: jax.Array, y: jax.Array) -> tuple[TrainState, jax.Array, jax.Array]:
    (loss, logits), grads = jax.value_and_grad(_loss, has_aux=True)(state.params, state, x, y)
    return state.apply_gradients(grads=grads), loss, logits
