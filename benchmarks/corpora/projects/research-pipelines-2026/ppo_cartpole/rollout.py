from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax

from . import env


class Transition(NamedTuple):
    obs: jnp.ndarray
    action: jnp.ndarray
    reward: jnp.ndarray
    done: jnp.ndarray
    log_prob: jnp.ndarray
    value: jnp.ndarray


def make_rollout(model, env_params, num_steps):
    batched_step = jax.vmap(env.step, in_axes=(0, 0, 0, None))

    def policy_step(carry, _):
        params, env_state, obs, key = carry
        key, k_act, k_env = jax.random.split(key, 3)
        logits, value = model.apply(params, obs)
        action = jax.random.categorical(k_act, logits)
        logp_all = jax.nn.log_softmax(logits)
        log_prob = jnp.take_along_axis(logp_all, action[:, None], axis=-1)[:, 0]
        env_keys = jax.random.split(k_env, obs.shape[0])
        env_state, next_obs, reward, done = batched_step(env_keys, env_state, action, env_params)
        tr = Transition(obs, action, reward, done, log_prob, value)
        return (params, env_state, next_obs, key), tr

    def rollout(params, env_state, obs, key):
        carry = (params, env_state, obs, key)
        (params, env_state, obs, key), traj = lax.scan(policy_step, carry, None, length=num_steps)
        _, last_value = model.apply(params, obs)
        return traj, env_state, obs, key, last_value

    return rollout
