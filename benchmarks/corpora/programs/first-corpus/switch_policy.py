"""Select an exploration policy by a runtime index with lax.switch."""

import jax
import jax.numpy as jnp
from jax import lax


def greedy(q, key):
    return jnp.argmax(q)


def uniform(q, key):
    return jax.random.randint(key, (), 0, q.shape[0])


def boltzmann(q, key):
    return jax.random.categorical(key, q)


POLICIES = [greedy, uniform, boltzmann]


@jax.jit
def act(q, key, policy_id):
    return lax.switch(policy_id, POLICIES, q, key)


if __name__ == "__main__":
    q = jnp.array([0.1, 0.7, 0.2])
    key = jax.random.PRNGKey(0)
    print([int(act(q, key, i)) for i in range(len(POLICIES))])
