"""Foraging: walk over a grid and collect items; each item pays once."""
import jax
import jax.numpy as jnp
from flax import struct

from .params import EnvParams


@struct.dataclass
class EnvState:
    agent: jax.Array
    items: jax.Array
    collected: jax.Array
    t: jax.Array


class Forage:
    num_actions = 5  # up, right, down, left, stay

    def observation_size(self, params: EnvParams) -> int:
        return 2 + 3 * params.num_items

    def get_obs(self, state: EnvState, params: EnvParams):
        rel = (state.items - state.agent) / params.size
        return jnp.concatenate([state.agent / params.size, rel.reshape(-1),
                                state.collected.astype(jnp.float32)])

    def reset(self, key, params: EnvParams):
        k_agent, k_items = jax.random.split(key)
        agent = jax.random.randint(k_agent, (2,), 0, params.size)
        items = jax.random.randint(k_items, (params.num_items, 2), 0, params.size)
        collected = jnp.zeros(items.shape[0], dtype=bool)
        state = EnvState(agent, items, collected, jnp.int32(0))
        return self.get_obs(state, params), state

    def step(self, key, state: EnvState, action, params: EnvParams):
        moves = jnp.array([[-1, 0], [0, 1], [1, 0], [0, -1], [0, 0]])
        agent = jnp.clip(state.agent + moves[action], 0, params.size - 1)
        on_item = jnp.all(state.items == agent, axis=-1) & ~state.collected
        collected = state.collected | on_item
        reward = params.item_reward * on_item.sum() - params.step_cost
        t = state.t + 1
        done = jnp.all(collected)
        if params.max_steps > 0:
            done = done | (t >= params.max_steps)
        state = EnvState(agent, state.items, collected, t)
        return self.get_obs(state, params), state, reward, done
