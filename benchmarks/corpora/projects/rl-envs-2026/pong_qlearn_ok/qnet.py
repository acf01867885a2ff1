"""Q-network whose architecture is given by a hashable tuple of layer sizes."""
import flax.linen as nn
import jax.numpy as jnp


class QNetwork(nn.Module):
    hidden_sizes: tuple
    num_actions: int

    @nn.compact
    def __call__(self, obs):
        x = obs
        for size in self.hidden_sizes:
            x = nn.relu(nn.Dense(size)(x))
        return nn.Dense(self.num_actions)(x)


def greedy_action(params, obs, hidden_sizes, num_actions):
    q_values = QNetwork(hidden_sizes, num_actions).apply(params, obs)
    return jnp.argmax(q_values, axis=-1)
