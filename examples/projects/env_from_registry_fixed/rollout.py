"""Batches of random walks: a scan over steps, vmapped over episodes."""

import jax
from jax import lax


def episode(env, key, horizon):
    moves = jax.random.choice(key, jax.numpy.array([-1, 1]), (horizon,))

    def body(pos, move):
        return env.step(pos, move)

    _, rewards = lax.scan(body, env.size // 2, moves)
    return rewards.sum()


def returns(env, key, episodes, horizon):
    keys = jax.random.split(key, episodes)
    return jax.vmap(lambda k: episode(env, k, horizon))(keys)
