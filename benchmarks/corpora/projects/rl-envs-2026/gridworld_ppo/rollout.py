"""Vectorised rollouts collected with lax.scan."""
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp


class Transition(NamedTuple):
    obs: jax.Array
    action: jax.Array
    reward: jax.Array
    done: jax.Array
    value: jax.Array
    log_prob: jax.Array


class RunnerState(NamedTuple):
    params: Any
    env_state: Any
    obs: jax.Array
    key: jax.Array


def make_rollout(env, env_params, network, num_steps: int):
    v_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    def rollout(runner: RunnerState):
        def _step(runner, _):
            params, env_state, obs, key = runner
            key, k_act, k_env = jax.random.split(key, 3)
            logits, value = network.apply(params, obs)
            action = jax.random.categorical(k_act, logits)
            log_prob = jnp.take_along_axis(
                jax.nn.log_softmax(logits), action[:, None], axis=-1
            )[:, 0]
            env_keys = jax.random.split(k_env, obs.shape[0])
            next_obs, env_state, reward, done = v_step(env_keys, env_state, action, env_params)
            transition = Transition(obs, action, reward, done, value, log_prob)
            return RunnerState(params, env_state, next_obs, key), transition

        return jax.lax.scan(_step, runner, None, length=num_steps)

    return rollout
