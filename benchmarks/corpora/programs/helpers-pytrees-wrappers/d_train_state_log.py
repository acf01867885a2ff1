"""Training loop whose state is a NamedTuple."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    params: jax.Array
    step: jax.Array
    lr: float


def _lr_at(state):
    if state.step % 10 == 0:
        return state.lr * 0.5
    return state.lr


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((x @ p - y) ** 2)

    grads = jax.grad(loss_fn)(state.params)
    lr = _lr_at(state)
    return TrainState(state.params - lr * grads, state.step + 1, state.lr)


if __name__ == "__main__":
    x = jnp.arange(12.0).reshape(4, 3) / 10
    y = jnp.array([1.0, 0.0, -1.0, 0.5])
    state = TrainState(jnp.zeros(3), jnp.array(0), 0.1)
    for _ in range(3):
        state = train_step(state, x, y)
    print(state.params, state.step)
