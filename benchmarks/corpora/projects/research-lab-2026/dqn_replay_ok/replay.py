from typing import NamedTuple

import jax
import jax.numpy as jnp


class Transition(NamedTuple):
    obs: jnp.ndarray
    action: jnp.ndarray
    reward: jnp.ndarray
    next_obs: jnp.ndarray
    done: jnp.ndarray


class Buffer(NamedTuple):
    obs: jnp.ndarray
    actions: jnp.ndarray
    rewards: jnp.ndarray
    next_obs: jnp.ndarray
    dones: jnp.ndarray
    ptr: jnp.ndarray
    size: jnp.ndarray


def init_buffer(capacity, obs_dim):
    return Buffer(
        obs=jnp.zeros((capacity, obs_dim)),
        actions=jnp.zeros(capacity, jnp.int32),
        rewards=jnp.zeros(capacity),
        next_obs=jnp.zeros((capacity, obs_dim)),
        dones=jnp.zeros(capacity, bool),
        ptr=jnp.int32(0),
        size=jnp.int32(0),
    )


def add(buffer, tr):
    capacity = buffer.obs.shape[0]
    i = buffer.ptr % capacity
    obs = buffer.obs.at[i].set(tr.obs)
    actions = buffer.actions.at[i].set(tr.action)
    rewards = buffer.rewards.at[i].set(tr.reward)
    next_obs = buffer.next_obs.at[i].set(tr.next_obs)
    dones = buffer.dones.at[i].set(tr.done)
    return Buffer(obs, actions, rewards, next_obs, dones, buffer.ptr + 1, jnp.minimum(buffer.size + 1, capacity))


def sample(buffer, key, batch_size):
    idx = jax.random.randint(key, (batch_size,), 0, jnp.maximum(buffer.size, 1))
    return Transition(buffer.obs[idx], buffer.actions[idx], buffer.rewards[idx], buffer.next_obs[idx], buffer.dones[idx])
