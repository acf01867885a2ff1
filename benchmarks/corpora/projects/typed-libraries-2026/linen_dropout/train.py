from __future__ import annotations

import jax
import jax.numpy as jnp
import optax
from flax.training import train_state
from jaxtyping import Array, Float, Int, PRNGKeyArray


@jax.jit
def apply_model(
    state: train_state.TrainState, x: Float[Array, "b d"], y: Int[Array, "b"], key: PRNGKeyArray, train: bool
) -> tuple[Array, Array, Array]:
    def loss_fn(params: dict) -> tuple[Array, Array]:
        logits = state.apply_fn({"params": params}, x, train=train, rngs={"dropout": key})
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    accuracy = jnp.mean(jnp.argmax(logits, -1) == y)
    return grads, loss, accuracy


def train_epoch(state: train_state.TrainState, x: Array, y: Array, key: PRNGKeyArray) -> tuple[train_state.TrainState, float]:
    grads, loss, _ = apply_model(state, x, y, key, True)
    return state.apply_gradients(grads=grads), float(loss)


def evaluate(state: train_state.TrainState, x: Array, y: Array, key: PRNGKeyArray) -> dict[str, float]:
    _, loss, accuracy = apply_model(state, x, y, key, False)
    return {"loss": float(loss), "accuracy": float(accuracy)}
