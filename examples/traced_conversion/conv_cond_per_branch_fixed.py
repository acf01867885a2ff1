"""Keep the value an array inside the branch (`state[0]` broadcasts as it is)."""

import jax
import jax.numpy as jnp


def keep(state):
    return state


def first_index(state):
    return jnp.zeros(2) + state[0]


@jax.jit
def choose(flag, proposal, current):
    return jax.lax.cond(flag, proposal, keep, current, first_index)


print(choose(True, jnp.ones(2), jnp.zeros(2)))
