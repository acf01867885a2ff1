"""A small gridworld: start in the top-left corner, reach the bottom-right."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from ..registry import register

_MOVES = jnp.array([[-1, 0], [1, 0], [0, -1], [0, 1]], dtype=jnp.int32)


class GridState(NamedTuple):
    pos: jax.Array
    t: jax.Array


@register("gridworld")
class GridWorld:
    num_actions = 4

    def __init__(self, size=4, max_steps=16, slip_prob=0.0, goal_reward=1.0, step_cost=0.01):
        self.size = size
        self.max_steps = max_steps
        self.slip_prob = slip_prob
        self.goal_reward = goal_reward
        self.step_cost = step_cost
        self.num_states = size * size
        self.goal = jnp.array([size - 1, size - 1], dtype=jnp.int32)

    def reset(self, key):
        del key
        return GridState(pos=jnp.zeros(2, jnp.int32), t=jnp.zeros((), jnp.int32))

    def observe(self, state):
        return state.pos[0] * self.size + state.pos[1]

    def step(self, key, state, action):
        if self.slip_prob > 0:
            slip_key, dir_key = jax.random.split(key)
            slipped = jax.random.bernoulli(slip_key, self.slip_prob)
            action = jnp.where(slipped, jax.random.randint(dir_key, (), 0, 4), action)
        pos = jnp.clip(state.pos + _MOVES[action], 0, self.size - 1)
        at_goal = jnp.all(pos == self.goal)
        if at_goal:
            reward = self.goal_reward
        else:
            reward = -self.step_cost
        t = state.t + 1
        done = at_goal | (t >= self.max_steps)
        return GridState(pos, t), reward, done
