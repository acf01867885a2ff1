import jax.numpy as jnp
import numpy as np


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.capacity = capacity
        self.obs = np.zeros((capacity, obs_dim), dtype=np.float32)
        self.next_obs = np.zeros((capacity, obs_dim), dtype=np.float32)
        self.action = np.zeros(capacity, dtype=np.int32)
        self.reward = np.zeros(capacity, dtype=np.float32)
        self.done = np.zeros(capacity, dtype=np.float32)
        self.ptr = 0
        self.size = 0

    def add(self, obs, action, reward, next_obs, done):
        i = self.ptr
        self.obs[i], self.action[i], self.reward[i] = obs, action, reward
        self.next_obs[i], self.done[i] = next_obs, float(done)
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def __len__(self):
        return self.size

    def sample(self, rng, batch_size):
        idx = rng.integers(0, self.size, size=batch_size)
        return {
            "obs": jnp.asarray(self.obs[idx]),
            "action": jnp.asarray(self.action[idx]),
            "reward": jnp.asarray(self.reward[idx]),
            "next_obs": jnp.asarray(self.next_obs[idx]),
            "done": jnp.asarray(self.done[idx]),
        }
