"""Training loop whose state is a NamedTuple, with shape-dependent setup."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    params: jax.Array
    step: jax.Array
    decay: float


def _regulariser(state):
    n = state.params.shape[0]
    if n > 2:
        return state.decay * jnp.sum(state.params[: n // 2] ** 2)
    return 0.0


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        reg = _regulariser(state._replace(params=p))
        return jnp.mean((x @ p - y) ** 2) + reg

    grads = jax.grad(loss_fn)(state.params)
    lr = jnp.where(state.step < 2, 0.05, 0.1)
    return state._replace(params=state.params - lr * grads, step=state.step + 1)


if __name__ == "__main__":
    x = jnp.arange(16.0).reshape(4, 4) / 10
    y = jnp.array([1.0, 0.0, -1.0, 0.5])
    state = TrainState(jnp.zeros(4), jnp.array(0), 0.01)
    for _ in range(3):
        state = train_step(state, x, y)
    print(state.params, state.step)
