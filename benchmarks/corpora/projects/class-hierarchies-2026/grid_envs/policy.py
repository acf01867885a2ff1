import jax
import jax.numpy as jnp


class LinearPolicy:
    """Softmax-linear policy with a flat parameter vector (for ES)."""

    def __init__(self, obs_size, num_actions, temperature=0.5):
        self.obs_size = obs_size
        self.num_actions = num_actions
        self.temperature = temperature

    @property
    def num_params(self):
        return (self.obs_size + 1) * self.num_actions

    def init(self, key):
        return 0.01 * jax.random.normal(key, (self.num_params,))

    def unflatten(self, theta):
        w = theta[: self.obs_size * self.num_actions].reshape(self.obs_size, self.num_actions)
        b = theta[self.obs_size * self.num_actions:]
        return w, b

    def act(self, theta, obs, key):
        w, b = self.unflatten(theta)
        logits = (obs @ w + b) / self.temperature
        return jax.random.categorical(key, logits)
