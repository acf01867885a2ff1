"""Train state construction and the jitted update step."""
from __future__ import annotations

import jax
import jax.numpy as jnp
from flax.training import train_state
from jaxtyping import Array, Float, PRNGKeyArray

from .config import OptimConfig
from .model import MLP
from .optim import build_optimizer


def create_state(key: PRNGKeyArray, cfg: OptimConfig, in_dim: int) -> train_state.TrainState:
    model = MLP(features=(16, 16, 1))
    params = model.init(key, jnp.zeros((1, in_dim)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=build_optimizer(cfg))


@jax.jit
def train_step(
    state: train_state.TrainState, x: Float[Array, "b d"], y: Float[Array, "b"]
) -> tuple[train_state.TrainState, Float[Array, ""]]:
    def loss_fn(params: dict) -> Array:
        pred = state.apply_fn({"params": params}, x)[:, 0]
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss
