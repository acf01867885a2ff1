"""NChain and a stateless multi-armed bandit."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

from ..registry import register


class ChainState(NamedTuple):
    pos: jax.Array
    t: jax.Array


@register("chain")
class NChain:
    num_actions = 2

    def __init__(self, length=5, max_steps=12, small=0.05, large=1.0):
        self.length = length
        self.max_steps = max_steps
        self.small = small
        self.large = large
        self.num_states = length

    def reset(self, key):
        del key
        return ChainState(jnp.zeros((), jnp.int32), jnp.zeros((), jnp.int32))

    def observe(self, state):
        return state.pos

    def step(self, key, state, action):
        del key
        forward = action == 1
        pos = jnp.where(forward, jnp.minimum(state.pos + 1, self.length - 1), 0)
        reward = jnp.where(forward,
                           jnp.where(pos == self.length - 1, self.large, 0.0),
                           self.small)
        t = state.t + 1
        return ChainState(pos, t), reward, t >= self.max_steps


@register("bandit")
class Bandit:
    num_states = 1

    def __init__(self, means=(0.1, 0.5, 0.9), noise=0.1, max_steps=8):
        self.means = jnp.asarray(means)
        self.num_actions = len(means)
        self.noise = noise
        self.max_steps = max_steps

    def reset(self, key):
        del key
        return jnp.zeros((), jnp.int32)

    def observe(self, state):
        return jnp.zeros((), jnp.int32)

    def step(self, key, state, action):
        reward = self.means[action] + self.noise * jax.random.normal(key)
        t = state + 1
        return t, reward, t >= self.max_steps
