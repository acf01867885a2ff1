from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def episode_return(env, policy, theta, key, horizon):
    k_reset, k_act = jax.random.split(key)
    state = env.reset(k_reset)

    def body(carry, k):
        state, alive = carry
        obs = env.observe(state)
        action = policy.act(theta, obs, k)
        state, reward, done = env.step(state, action)
        reward = reward * alive
        return (state, alive * (1.0 - done)), reward

    (_, _), rewards = lax.scan(body, (state, jnp.ones(())), jax.random.split(k_act, horizon))
    return rewards.sum()


@partial(jax.jit, static_argnames=("env", "policy", "horizon", "episodes"))
def population_returns(env, policy, thetas, key, horizon, episodes):
    keys = jax.random.split(key, (thetas.shape[0], episodes))
    per_episode = jax.vmap(
        jax.vmap(lambda th, k: episode_return(env, policy, th, k, horizon), in_axes=(None, 0)),
    )(thetas, keys)
    return per_episode.mean(axis=1)
