import jax
import jax.numpy as jnp

from gridrl_ok.envs.base import Env, EnvState, register_env


@register_env("chain")
class ChainWalk(Env):
    num_actions = 2

    def __init__(self, num_states, horizon, start_reward, end_reward):
        if num_states < 3:
            raise ValueError("a chain needs at least three states")
        self.num_states = num_states
        self.horizon = horizon
        self.obs_size = num_states + 1
        self.reward_table = tuple([start_reward] + [0.0] * (num_states - 2) + [end_reward])

    def observe(self, state):
        onehot = jax.nn.one_hot(state.pos, self.num_states)
        clock = jnp.asarray(state.t, jnp.float32)[None] / self.horizon
        return jnp.concatenate([onehot, clock], axis=-1)

    def reset(self, key):
        del key
        state = EnvState(pos=jnp.asarray(self.num_states // 2), t=jnp.asarray(0))
        return state, self.observe(state)

    def step(self, state, action):
        move = jnp.where(action == 1, 1, -1)
        pos = jnp.clip(state.pos + move, 0, self.num_states - 1)
        reward = jnp.asarray(self.reward_table)[pos]
        next_state = EnvState(pos=pos, t=state.t + 1)
        return next_state, self.observe(next_state), reward
