"""Rollout of a tabular policy in a small grid world using lax.scan."""
import jax
import jax.numpy as jnp
from jax import lax

MOVES = [(0, 1), (1, 0), (0, -1), (-1, 0)]
SIZE = 4


def step_env(pos, action):
    dr, dc = MOVES[int(action)]
    new = jnp.clip(pos + jnp.array([dr, dc]), 0, SIZE - 1)
    reward = jnp.where(jnp.all(new == SIZE - 1), 1.0, 0.0)
    return new, reward


def policy(logits, pos, key):
    idx = pos[0] * SIZE + pos[1]
    return jax.random.categorical(key, logits[idx])


@jax.jit
def rollout(logits, key):
    def body(carry, key):
        pos = carry
        action = policy(logits, pos, key)
        pos, reward = step_env(pos, action)
        return pos, reward

    keys = jax.random.split(key, 16)
    _, rewards = lax.scan(body, jnp.array([0, 0]), keys)
    return rewards.sum()


logits = jnp.zeros((SIZE * SIZE, 4))
print(rollout(logits, jax.random.PRNGKey(0)))
