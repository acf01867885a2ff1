"""An ordered `io_callback` records each state on the host, with concrete values."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import io_callback

history: list[list[float]] = []


def record(state):
    history.append(np.asarray(state).tolist())


def step(state, t):
    state = 0.9 * state + jnp.sin(t)
    io_callback(record, None, state, ordered=True)
    return state, None


@jax.jit
def simulate(state0):
    final, _ = jax.lax.scan(step, state0, jnp.arange(4.0))
    return final


simulate(jnp.zeros(2))
jax.effects_barrier()
assert len(history) == 4
