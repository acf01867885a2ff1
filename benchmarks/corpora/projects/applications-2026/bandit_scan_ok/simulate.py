import functools

import jax
import jax.numpy as jnp

from .agent import init_agent, select_action, update
from .envs import make_bandit, pull


def _one_run(key, arms, steps, epsilon, step_size, optimistic):
    k_env, k_loop = jax.random.split(key)
    means = make_bandit(k_env, arms)
    best = jnp.argmax(means)

    def body(state, k):
        k_act, k_rew = jax.random.split(k)
        a = select_action(k_act, state, epsilon)
        r = pull(k_rew, means, a)
        return update(state, a, r, step_size), (r, a == best)

    _, (rewards, optimal) = jax.lax.scan(body, init_agent(arms, optimistic), jax.random.split(k_loop, steps))
    return rewards, optimal


@functools.partial(jax.jit, static_argnums=(0, 1, 2, 4, 5))
def _testbed(arms, steps, runs, epsilon, step_size, optimistic, key):
    keys = jax.random.split(key, runs)
    return jax.vmap(lambda k: _one_run(k, arms, steps, epsilon, step_size, optimistic))(keys)


def run_testbed(arms, steps, runs, epsilon, step_size=None, optimistic=False, seed=0):
    return _testbed(arms, steps, runs, epsilon, step_size, optimistic, jax.random.key(seed))
