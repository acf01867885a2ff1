"""`io_callback` with `ordered=True` passes concrete arrays to host code that records
them: `np.asarray` and `.tolist()` run there, not on tracers."""

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import io_callback

history: list[tuple[int, list[float]]] = []


def record(t, state):
    history.append((int(t), np.asarray(state).tolist()))


def step(state, t):
    state = 0.9 * state + jnp.sin(t)
    io_callback(record, None, t, state, ordered=True)
    return state, None


@jax.jit
def simulate(state0):
    final, _ = jax.lax.scan(step, state0, jnp.arange(4.0))
    return final


simulate(jnp.zeros(2))
jax.effects_barrier()
assert len(history) == 4
