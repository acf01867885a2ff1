import flax.linen as nn
import jax.numpy as jnp


class ActorCritic(nn.Module):
    num_actions: int
    hidden: int = 64

    @nn.compact
    def __call__(self, obs):
        h = nn.tanh(nn.Dense(self.hidden)(obs))
        h = nn.tanh(nn.Dense(self.hidden)(h))
        logits = nn.Dense(self.num_actions)(h)
        value = nn.Dense(1)(h)
        return logits, jnp.squeeze(value, axis=-1)
