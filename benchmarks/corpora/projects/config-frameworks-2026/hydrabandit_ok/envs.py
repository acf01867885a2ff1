import jax
import jax.numpy as jnp
import numpy as np


class LinearGaussianBandit:
    def __init__(self, num_arms, context_dim, noise, seed):
        self.num_arms = int(num_arms)
        self.context_dim = int(context_dim)
        self.noise = float(noise)
        rng = np.random.default_rng(seed)
        self.weights = jnp.asarray(rng.normal(size=(self.context_dim, self.num_arms)), jnp.float32)

    def sample_contexts(self, key, n):
        return jax.random.normal(key, (n, self.context_dim))

    def _reward_one(self, context, action, key):
        arm = action.astype(jnp.int32)
        mean = context @ self.weights[:, arm]
        return mean + self.noise * jax.random.normal(key)

    def reward(self, key, contexts, actions):
        keys = jax.random.split(key, contexts.shape[0])
        return jax.vmap(self._reward_one)(contexts, actions, keys)

    def optimal_reward(self, contexts):
        return jnp.max(contexts @ self.weights, axis=-1)


class BernoulliBandit:
    def __init__(self, num_arms, context_dim, seed, temperature=1.0):
        self.num_arms = int(num_arms)
        self.context_dim = int(context_dim)
        rng = np.random.default_rng(seed)
        self.weights = jnp.asarray(rng.normal(size=(self.context_dim, self.num_arms)) / temperature, jnp.float32)

    def sample_contexts(self, key, n):
        return jax.random.normal(key, (n, self.context_dim))

    def reward(self, key, contexts, actions):
        logits = contexts @ self.weights
        p = jax.nn.sigmoid(jnp.take_along_axis(logits, actions[:, None], axis=-1)[:, 0])
        return jax.random.bernoulli(key, p).astype(jnp.float32)

    def optimal_reward(self, contexts):
        return jax.nn.sigmoid(jnp.max(contexts @ self.weights, axis=-1))
