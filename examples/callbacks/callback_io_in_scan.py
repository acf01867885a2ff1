"""Recording the state from inside a scanned step hands NumPy a tracer."""

import jax
import jax.numpy as jnp
import numpy as np

history: list[list[float]] = []


def step(state, t):
    state = 0.9 * state + jnp.sin(t)
    history.append(np.asarray(state).tolist())  # E: jax-numpy-on-traced
    return state, None


@jax.jit
def simulate(state0):
    final, _ = jax.lax.scan(step, state0, jnp.arange(4.0))
    return final


simulate(jnp.zeros(2))
