import numpy as np


class ChainEnv:
    """Walk left/right on a chain; the far right end pays 1, the near left end pays 0.1."""

    def __init__(self, n_states, max_len):
        self.n = n_states
        self.max_len = max_len
        self.n_actions = 2
        self.reset()

    def obs(self):
        o = np.zeros(self.n, dtype=np.float32)
        o[self.s] = 1.0
        return o

    def reset(self):
        self.s, self.t = 2, 0
        return self.obs()

    def step(self, action):
        self.t += 1
        self.s = max(0, self.s - 1) if action == 0 else min(self.n - 1, self.s + 1)
        reward = 1.0 if self.s == self.n - 1 else (0.1 if self.s == 0 else 0.0)
        done = self.s in (0, self.n - 1) or self.t >= self.max_len
        return self.obs(), reward, done
