"""Catch: a ball falls down a column, the paddle on the bottom row must catch it."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class EnvParams:
    rows: int = struct.field(pytree_node=False, default=5)
    columns: int = struct.field(pytree_node=False, default=5)


@struct.dataclass
class EnvState:
    ball_x: jax.Array
    ball_y: jax.Array
    paddle_x: jax.Array


class Catch:
    num_actions = 3  # left, stay, right

    def observation_size(self, params: EnvParams) -> int:
        return params.rows * params.columns

    def get_obs(self, state: EnvState, params: EnvParams) -> jax.Array:
        board = jnp.zeros((params.rows, params.columns), jnp.float32)
        board = board.at[state.ball_y, state.ball_x].set(1.0)
        board = board.at[params.rows - 1, state.paddle_x].set(1.0)
        return board.reshape(-1)

    def reset(self, key, params: EnvParams):
        ball_x = jax.random.randint(key, (), 0, params.columns)
        state = EnvState(ball_x=ball_x, ball_y=jnp.int32(0),
                         paddle_x=jnp.int32(params.columns // 2))
        return self.get_obs(state, params), state

    def step(self, key, state: EnvState, action, params: EnvParams):
        paddle_x = jnp.clip(state.paddle_x + action - 1, 0, params.columns - 1)
        ball_y = state.ball_y + 1
        done = ball_y == params.rows - 1
        caught = state.ball_x == paddle_x
        reward = jnp.where(done, jnp.where(caught, 1.0, -1.0), 0.0)
        next_state = EnvState(ball_x=state.ball_x, ball_y=ball_y, paddle_x=paddle_x)
        reset_obs, reset_state = self.reset(key, params)
        next_state = jax.tree.map(lambda r, s: jnp.where(done, r, s), reset_state, next_state)
        obs = jnp.where(done, reset_obs, self.get_obs(next_state, params))
        return obs, next_state, reward, done
