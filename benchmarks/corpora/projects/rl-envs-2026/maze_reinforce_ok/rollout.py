"""Batched rollouts: vmap over environments, scan over time."""
from typing import NamedTuple

import jax


class Batch(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    done: jax.Array


def make_collect(env, env_params, num_steps: int):
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    def collect(policy, env_state, obs, key):
        def _step(carry, _):
            env_state, obs, key = carry
            key, k_act, k_env = jax.random.split(key, 3)
            logits = jax.vmap(policy)(obs)
            action = jax.random.categorical(k_act, logits)
            env_keys = jax.random.split(k_env, obs.shape[0])
            next_obs, env_state, reward, done = v_step(env_keys, env_state, action, env_params)
            return (env_state, next_obs, key), Batch(obs, action, reward, done)

        (env_state, obs, key), batch = jax.lax.scan(
            _step, (env_state, obs, key), None, length=num_steps)
        return env_state, obs, batch

    return collect
