from __future__ import annotations

import jax.numpy as jnp
import optax
from flax.training import train_state
from jaxtyping import PRNGKeyArray

from .model import Classifier


def create_train_state(key: PRNGKeyArray, model: Classifier, in_dim: int, lr: float) -> train_state.TrainState:
    variables = model.init(key, jnp.zeros((1, in_dim)), train=False)
    return train_state.TrainState.create(apply_fn=model.apply, params=variables["params"], tx=optax.sgd(lr, 0.9))
