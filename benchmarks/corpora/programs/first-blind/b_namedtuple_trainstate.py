"""Training with a NamedTuple state and hyperparameters kept outside it."""

from functools import partial
from typing import NamedTuple

import jax
import jax.numpy as jnp


class TrainState(NamedTuple):
    params: jax.Array
    velocity: jax.Array
    step: jax.Array


def loss(params, x, y):
    return jnp.mean((x @ params - y) ** 2)


@partial(jax.jit, static_argnames=("n_inner", "momentum"))
def update(state: TrainState, x, y, n_inner: int = 2, momentum: float = 0.9) -> TrainState:
    params, velocity = state.params, state.velocity
    for _ in range(n_inner):
        g = jax.grad(loss)(params, x, y)
        velocity = momentum * velocity - 0.01 * g
        params = params + velocity
    return TrainState(params, velocity, state.step + n_inner)


x = jax.random.normal(jax.random.PRNGKey(0), (32, 4))
y = x @ jnp.arange(1.0, 5.0)
state = TrainState(jnp.zeros(4), jnp.zeros(4), jnp.array(0))
for _ in range(30):
    state = update(state, x, y, n_inner=3)
print(state.step, loss(state.params, x, y))
