"""The older form of `lax.cond`, one operand per branch: the false branch still receives a
tracer, and `int()` of it fails."""

import jax
import jax.numpy as jnp


def keep(state):
    return state


def first_index(state):
    return jnp.zeros(2) + int(state[0])  # E: jax-traced-conversion


@jax.jit
def choose(flag, proposal, current):
    return jax.lax.cond(flag, proposal, keep, current, first_index)


print(choose(True, jnp.ones(2), jnp.zeros(2)))
