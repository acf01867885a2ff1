"""A grid-world step inside `lax.while_loop`: the state is updated with `_replace` and
passed to a helper that calls `jnp.nonzero` without `size=`, a data-dependent shape."""

from typing import NamedTuple

import jax
import jax.numpy as jnp


class State(NamedTuple):
    agent: jax.Array
    food: jax.Array
    t: jax.Array
    score: jax.Array


def nearest_food(state):
    rows, cols = jnp.nonzero(state.food)  # E: jax-dynamic-shape
    return jnp.min(jnp.abs(rows - state.agent[0]) + jnp.abs(cols - state.agent[1]))


def step(state):
    agent = jnp.clip(state.agent + 1, 0, 3)
    food = state.food.at[agent[0], agent[1]].set(False)
    moved = state._replace(agent=agent, food=food, t=state.t + 1)
    return moved._replace(score=state.score - 0.1 * nearest_food(moved))


start = State(jnp.zeros(2, dtype=int), jnp.ones((4, 4), dtype=bool), jnp.array(0), jnp.array(0.0))
final = jax.lax.while_loop(lambda s: s.t < 3, step, start)
