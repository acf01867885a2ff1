"""The step count is a static argument; `lax.scan` gets a Python int."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnames=("num_steps",))
def rollout(state, velocity, num_steps):
    def step(pos, _):
        pos = pos + 0.1 * velocity
        return pos, pos

    _, path = lax.scan(step, state, None, length=num_steps)
    return path


rollout(jnp.zeros(2), jnp.ones(2), num_steps=5)
