"""Pong on a small court: the ball bounces off walls, the paddle guards the bottom."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvParams(NamedTuple):
    width: int = 6
    height: int = 6
    max_steps: int = 30


class EnvState(NamedTuple):
    ball: jax.Array      # (x, y)
    velocity: jax.Array  # (vx, vy), entries in {-1, 1}
    paddle: jax.Array
    t: jax.Array


class Pong:
    num_actions = 3

    def get_obs(self, state: EnvState, params: EnvParams):
        scale = jnp.array([params.width, params.height], jnp.float32)
        return jnp.concatenate([state.ball / scale, state.velocity.astype(jnp.float32),
                                (state.paddle / params.width)[None]])

    def reset(self, key, params: EnvParams):
        k_x, k_v = jax.random.split(key)
        ball = jnp.stack([jax.random.randint(k_x, (), 0, params.width), jnp.int32(0)])
        vx = jnp.where(jax.random.bernoulli(k_v), 1, -1)
        state = EnvState(ball, jnp.stack([vx, jnp.int32(1)]), jnp.int32(params.width // 2),
                         jnp.int32(0))
        return self.get_obs(state, params), state

    def step(self, key, state: EnvState, action, params: EnvParams):
        paddle = jnp.clip(state.paddle + action - 1, 0, params.width - 1)
        ball = state.ball + state.velocity
        vx = jnp.where((ball[0] <= 0) | (ball[0] >= params.width - 1), -state.velocity[0],
                       state.velocity[0])
        at_bottom = ball[1] >= params.height - 1
        hit = at_bottom & (jnp.abs(ball[0] - paddle) <= 1)
        vy = jnp.where(at_bottom | (ball[1] <= 0), -state.velocity[1], state.velocity[1])
        ball = jnp.clip(ball, 0, jnp.array([params.width - 1, params.height - 1]))
        t = state.t + 1
        missed = at_bottom & ~hit
        done = missed | (t >= params.max_steps)
        reward = jnp.where(hit, 1.0, jnp.where(missed, -1.0, 0.0))
        next_state = EnvState(ball, jnp.stack([vx, vy]), paddle, t)
        reset_obs, reset_state = self.reset(key, params)
        next_state = jax.tree.map(lambda r, s: jnp.where(done, r, s), reset_state, next_state)
        obs = jnp.where(done, reset_obs, self.get_obs(next_state, params))
        return obs, next_state, reward, done
