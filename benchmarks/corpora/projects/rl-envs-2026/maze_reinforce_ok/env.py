"""Small walled maze. Params are a NamedTuple of Python ints closed over by the rollout."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

MOVES = [(-1, 0), (0, 1), (1, 0), (0, -1)]  # up, right, down, left

WALLS = (
    (0, 0, 0, 0),
    (0, 1, 1, 0),
    (0, 0, 1, 0),
    (1, 0, 0, 0),
)


class EnvParams(NamedTuple):
    size: int = 4
    max_steps: int = 12


class EnvState(NamedTuple):
    row: jax.Array
    col: jax.Array
    t: jax.Array


class Maze:
    num_actions = len(MOVES)

    def observation_size(self, params: EnvParams) -> int:
        return params.size * params.size

    def get_obs(self, state: EnvState, params: EnvParams) -> jax.Array:
        flat = state.row * params.size + state.col
        return jax.nn.one_hot(flat, params.size * params.size)

    def reset(self, key, params: EnvParams):
        del key  # fixed start cell
        state = EnvState(jnp.int32(0), jnp.int32(0), jnp.int32(0))
        return self.get_obs(state, params), state

    def step(self, key, state: EnvState, action, params: EnvParams):
        walls = jnp.asarray(WALLS, dtype=bool)
        dr, dc = jnp.asarray(MOVES)[action]
        row = jnp.clip(state.row + dr, 0, params.size - 1)
        col = jnp.clip(state.col + dc, 0, params.size - 1)
        blocked = walls[row, col]
        row = jnp.where(blocked, state.row, row)
        col = jnp.where(blocked, state.col, col)
        t = state.t + 1
        at_goal = (row == params.size - 1) & (col == params.size - 1)
        done = at_goal | (t >= params.max_steps)
        reward = at_goal.astype(jnp.float32)
        next_state = EnvState(row, col, t)
        reset_obs, reset_state = self.reset(key, params)
        next_state = jax.tree.map(lambda r, s: jax.lax.select(done, r, s), reset_state, next_state)
        obs = jnp.where(done, reset_obs, self.get_obs(next_state, params))
        return obs, next_state, reward, done
