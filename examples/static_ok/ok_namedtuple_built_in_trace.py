"""A NamedTuple built inside the trace holds what it was given: its int field is an int,
unpacked or indexed."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class Plan(NamedTuple):
    state: jax.Array
    repeats: int


@jax.jit
def smooth(x):
    plan = Plan(x, 3)
    state, repeats = plan
    for _ in range(repeats):
        state = 0.5 * (state + jnp.roll(state, 1))
    for _ in range(plan[1]):
        state = state * 0.9
    return state


print(smooth(jnp.arange(6.0)))
