"""Separate actor and critic heads."""
import flax.linen as nn
import jax.numpy as jnp


class ActorCritic(nn.Module):
    num_actions: int
    hidden: int = 32

    @nn.compact
    def __call__(self, obs):
        actor = nn.tanh(nn.Dense(self.hidden)(obs))
        logits = nn.Dense(self.num_actions)(actor)
        critic = nn.tanh(nn.Dense(self.hidden)(obs))
        value = nn.Dense(1)(critic)
        return logits, jnp.squeeze(value, -1)
