"""A tiny grid world in the gymnax style: pure functions, explicit params, auto-reset."""
import jax
import jax.numpy as jnp
from flax import struct


@struct.dataclass
class EnvParams:
    size: int = struct.field(pytree_node=False, default=5)
    max_steps: int = struct.field(pytree_node=False, default=20)
    step_penalty: float = 0.01


@struct.dataclass
class EnvState:
    pos: jax.Array
    goal: jax.Array
    t: jax.Array


class GridWorld:
    """Move an agent to a goal cell; actions are up/right/down/left."""

    num_actions = 4

    def default_params(self) -> EnvParams:
        return EnvParams()

    def observation_size(self, params: EnvParams) -> int:
        return 4

    def _obs(self, state: EnvState, params: EnvParams) -> jax.Array:
        scale = params.size - 1
        return jnp.concatenate([state.pos, state.goal]).astype(jnp.float32) / scale

    def reset(self, key, params: EnvParams):
        k_pos, k_goal = jax.random.split(key)
        pos = jax.random.randint(k_pos, (2,), 0, params.size)
        goal = jax.random.randint(k_goal, (2,), 0, params.size)
        state = EnvState(pos=pos, goal=goal, t=jnp.zeros((), jnp.int32))
        return self._obs(state, params), state

    def step(self, key, state: EnvState, action, params: EnvParams):
        deltas = jnp.array([[-1, 0], [0, 1], [1, 0], [0, -1]])
        pos = jnp.clip(state.pos + deltas[action], 0, params.size - 1)
        t = state.t + 1
        reached = jnp.all(pos == state.goal)
        if params.max_steps > 0:
            timeout = t >= params.max_steps
        else:
            timeout = jnp.zeros((), dtype=bool)
        done = jnp.logical_or(reached, timeout)
        reward = jnp.where(reached, 1.0, -params.step_penalty)
        next_state = EnvState(pos=pos, goal=state.goal, t=t)
        obs = self._obs(next_state, params)
        # auto-reset: the caller never sees a terminal state
        reset_obs, reset_state = self.reset(key, params)
        next_state = jax.tree.map(lambda r, s: jnp.where(done, r, s), reset_state, next_state)
        obs = jnp.where(done, reset_obs, obs)
        return obs, next_state, reward, done
