import jax
import jax.numpy as jnp
from flax import struct

from .base import Env, register


@struct.dataclass
class ChainState:
    pos: jax.Array
    t: jax.Array


@register("chain")
class Chain(Env):
    """Walk left or right on a chain; small reward at the left end, large
    reward at the right end."""

    def __init__(self, length=10):
        self.length = length

    @property
    def num_actions(self):
        return 2

    @property
    def obs_size(self):
        return self.length

    def reset(self, key):
        return ChainState(pos=jnp.array(1, jnp.int32), t=jnp.array(0, jnp.int32))

    def step(self, state, action):
        move = jnp.where(action == 1, 1, -1)
        pos = self.clip_position(state.pos + move, 0, self.length - 1)
        reward = jnp.where(pos == self.length - 1, 1.0, jnp.where(pos == 0, 0.05, 0.0))
        done = pos == self.length - 1
        return ChainState(pos=pos, t=state.t + 1), reward, done

    def observe(self, state):
        return jax.nn.one_hot(state.pos, self.length)
