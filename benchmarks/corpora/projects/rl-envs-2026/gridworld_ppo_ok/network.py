"""Actor-critic network."""
import flax.linen as nn
import jax.numpy as jnp


class ActorCritic(nn.Module):
    num_actions: int
    hidden: int = 32

    @nn.compact
    def __call__(self, obs):
        x = nn.tanh(nn.Dense(self.hidden)(obs))
        x = nn.tanh(nn.Dense(self.hidden)(x))
        logits = nn.Dense(self.num_actions)(x)
        value = nn.Dense(1)(x)
        return logits, jnp.squeeze(value, axis=-1)
