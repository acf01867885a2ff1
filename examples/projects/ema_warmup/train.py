"""The training state and the jitted step."""

from typing import Any

import jax
import jax.numpy as jnp
import optax  # type: ignore[import-untyped]
from flax.training import train_state

from ema_warmup import ema


class TrainState(train_state.TrainState):
    ema_params: Any = None


def create_state(params):
    return TrainState.create(
        apply_fn=lambda p, x: x @ p["w"], params=params, tx=optax.sgd(0.1), ema_params=params
    )


@jax.jit
def train_step(state, x, y):
    def loss(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    grads = jax.grad(loss)(state.params)
    state = state.apply_gradients(grads=grads)
    return ema.update(state, 0.99, 10)
