import jax
import jax.numpy as jnp


def make_bandit(key, arms):
    return jax.random.normal(key, (arms,))


def pull(key, means, action):
    return means[action] + jax.random.normal(key)
