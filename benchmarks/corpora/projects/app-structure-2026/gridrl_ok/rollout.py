from typing import NamedTuple

import jax
import jax.numpy as jnp


class Trajectory(NamedTuple):
    obs: jax.Array
    actions: jax.Array
    rewards: jax.Array


def run_episode(env, act_fn, params, key, horizon):
    reset_key, act_key = jax.random.split(key)
    state, obs = env.reset(reset_key)

    def body(carry, step_key):
        state, obs = carry
        action = act_fn(params, obs, step_key)
        state, next_obs, reward = env.step(state, action)
        return (state, next_obs), Trajectory(obs, action, reward)

    _, traj = jax.lax.scan(body, (state, obs), jax.random.split(act_key, horizon))
    return traj


def collect(env, act_fn, params, key, num_episodes, horizon):
    keys = jax.random.split(key, num_episodes)
    return jax.vmap(lambda k: run_episode(env, act_fn, params, k, horizon))(keys)


def discounted_returns(rewards, gamma):
    def body(acc, r):
        acc = r + gamma * acc
        return acc, acc

    _, out = jax.lax.scan(body, jnp.zeros(rewards.shape[0]), rewards.T, reverse=True)
    return out.T
