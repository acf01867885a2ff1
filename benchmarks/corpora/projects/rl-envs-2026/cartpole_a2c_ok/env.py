"""CartPole-v1 dynamics written as pure functions (gymnax style)."""
from typing import NamedTuple

import jax
import jax.numpy as jnp


class EnvParams(NamedTuple):
    gravity: float = 9.8
    masscart: float = 1.0
    masspole: float = 0.1
    length: float = 0.5
    force_mag: float = 10.0
    tau: float = 0.02
    theta_limit: float = 12 * 2 * jnp.pi / 360
    x_limit: float = 2.4
    max_steps: int = 200


class EnvState(NamedTuple):
    x: jax.Array
    x_dot: jax.Array
    theta: jax.Array
    theta_dot: jax.Array
    t: jax.Array


class CartPole:
    num_actions = 2
    obs_size = 4

    def reset(self, key, params: EnvParams):
        x, x_dot, theta, theta_dot = jax.random.uniform(key, (4,), minval=-0.05, maxval=0.05)
        state = EnvState(x, x_dot, theta, theta_dot, jnp.int32(0))
        return self.get_obs(state), state

    def get_obs(self, state: EnvState):
        return jnp.stack([state.x, state.x_dot, state.theta, state.theta_dot])

    def step(self, key, state: EnvState, action, params: EnvParams):
        force = params.force_mag * (2 * action - 1)
        total_mass = params.masspole + params.masscart
        pml = params.masspole * params.length
        cos, sin = jnp.cos(state.theta), jnp.sin(state.theta)
        temp = (force + pml * state.theta_dot ** 2 * sin) / total_mass
        theta_acc = (params.gravity * sin - cos * temp) / (
            params.length * (4.0 / 3.0 - params.masspole * cos ** 2 / total_mass))
        x_acc = temp - pml * theta_acc * cos / total_mass
        x = state.x + params.tau * state.x_dot
        x_dot = state.x_dot + params.tau * x_acc
        theta = state.theta + params.tau * state.theta_dot
        theta_dot = state.theta_dot + params.tau * theta_acc
        t = state.t + 1
        done = ((jnp.abs(x) > params.x_limit) | (jnp.abs(theta) > params.theta_limit)
                | (t >= params.max_steps))
        next_state = EnvState(x, x_dot, theta, theta_dot, t)
        reset_obs, reset_state = self.reset(key, params)
        next_state = jax.tree.map(lambda r, s: jax.lax.select(done, r, s), reset_state, next_state)
        obs = jax.lax.select(done, reset_obs, self.get_obs(next_state))
        return obs, next_state, jnp.float32(1.0), done
