from functools import cached_property

import jax
import jax.numpy as jnp
import numpy as np
from flax import struct
from jax import lax

from .base import Env, register


@struct.dataclass
class GridState:
    goals: jax.Array
    pos: jax.Array
    t: jax.Array


@register("gridworld")
class GridWorld(Env):
    """Collect goals on a square grid. The agent sees a square window of
    radius ``view_radius`` around itself; cells outside the grid read -1."""

    def __init__(self, size=7, n_goals=3, view_radius=1):
        self.size = size
        self.n_goals = n_goals
        self.view_radius = view_radius

    @cached_property
    def action_deltas(self):
        return np.array([[-1, 0], [1, 0], [0, -1], [0, 1]], dtype=np.int32)

    @property
    def num_actions(self):
        return len(self.action_deltas)

    @property
    def view_size(self):
        return 2 * self.view_radius + 1

    @property
    def obs_size(self):
        return self.view_size ** 2 + 2

    def reset(self, key):
        k_goal, k_pos = jax.random.split(key)
        cells = jax.random.choice(k_goal, self.size * self.size, (self.n_goals,), replace=False)
        goals = jnp.zeros(self.size * self.size).at[cells].set(1.0).reshape(self.size, self.size)
        pos = jax.random.randint(k_pos, (2,), 0, self.size)
        return GridState(goals=goals.at[pos[0], pos[1]].set(0.0), pos=pos, t=jnp.array(0, jnp.int32))

    def step(self, state, action):
        delta = jnp.asarray(self.action_deltas)[action]
        pos = self.clip_position(state.pos + delta, 0, self.size - 1)
        reward = state.goals[pos[0], pos[1]]
        goals = state.goals.at[pos[0], pos[1]].set(0.0)
        done = goals.sum() == 0
        return GridState(goals=goals, pos=pos, t=state.t + 1), reward, done

    def local_view(self, goals, pos):
        r = self.view_radius
        padded = jnp.pad(goals, r, constant_values=-1.0)
        row, col = pos[0], pos[1]
        return lax.dynamic_slice(padded, (row, col), (self.view_size, self.view_size))

    def observe(self, state):
        view = self.local_view(state.goals, state.pos)
        coords = state.pos / (self.size - 1)
        return jnp.concatenate([view.ravel(), coords])
