from typing import NamedTuple

import jax
import jax.numpy as jnp


class AgentState(NamedTuple):
    q: jnp.ndarray
    counts: jnp.ndarray


def init_agent(arms, optimistic=False):
    q0 = jnp.full((arms,), 5.0 if optimistic else 0.0)
    return AgentState(q=q0, counts=jnp.zeros((arms,)))


def select_action(key, state, epsilon):
    k_explore, k_arm = jax.random.split(key)
    greedy = jnp.argmax(state.q)
    random_arm = jax.random.randint(k_arm, (), 0, state.q.shape[0])
    return jnp.where(jax.random.uniform(k_explore) < epsilon, random_arm, greedy)


def update(state, action, reward, step_size=None):
    q, counts = state.q, state.counts
    counts = counts.at[action].add(1)
    alpha = 1.0 / counts[action] if step_size is None else step_size
    q = q.at[action].add(alpha * (reward - q[action]))
    return AgentState(q=q, counts=counts)
