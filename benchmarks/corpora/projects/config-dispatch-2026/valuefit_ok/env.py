"""Sutton's random walk: states 1..n, terminals 0 (reward 0) and n+1 (reward 1)."""
import numpy as np


class RandomWalk:
    def __init__(self, n_states=5, horizon=20):
        self.n_states, self.horizon = n_states, horizon
        self.n_obs = n_states + 2

    def sample(self, rng, batch):
        T, n = self.horizon, self.n_states
        states = np.zeros((batch, T + 1), np.int32)
        rewards = np.zeros((batch, T), np.float32)
        dones = np.zeros((batch, T), np.float32)
        mask = np.zeros((batch, T), np.float32)
        for b in range(batch):
            s, done = (n + 1) // 2, False
            states[b, 0] = s
            for t in range(T):
                if not done:
                    mask[b, t] = 1.0
                    s = s + (1 if rng.random() < 0.5 else -1)
                    done = s in (0, n + 1)
                    rewards[b, t] = float(s == n + 1)
                    dones[b, t] = float(done)
                else:
                    dones[b, t] = 1.0
                states[b, t + 1] = s
        return {"states": states, "rewards": rewards, "dones": dones, "mask": mask}
