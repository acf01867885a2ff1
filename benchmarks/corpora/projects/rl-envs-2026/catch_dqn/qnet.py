"""Q-network and epsilon-greedy action selection."""
import flax.linen as nn
import jax
import jax.numpy as jnp


class QNetwork(nn.Module):
    num_actions: int
    hidden: int = 64

    @nn.compact
    def __call__(self, obs):
        x = nn.relu(nn.Dense(self.hidden)(obs))
        return nn.Dense(self.num_actions)(x)


def epsilon_greedy(key, q_values, epsilon):
    k_explore, k_random = jax.random.split(key)
    greedy = jnp.argmax(q_values, axis=-1)
    random = jax.random.randint(k_random, greedy.shape, 0, q_values.shape[-1])
    explore = jax.random.uniform(k_explore, greedy.shape) < epsilon
    return jnp.where(explore, random, greedy)


def linear_schedule(start: float, end: float, steps: int):
    def schedule(t):
        frac = jnp.clip(t / steps, 0.0, 1.0)
        return start + frac * (end - start)
    return schedule
