import numpy as np


class SineTasks:
    """Sampler for sinusoid regression tasks y = A sin(x - phi)."""

    def __init__(self, seed, amp_range=(0.1, 5.0), phase_range=(0.0, np.pi), x_range=(-5.0, 5.0)):
        self.rng = np.random.default_rng(seed)
        self.amp_range = amp_range
        self.phase_range = phase_range
        self.x_range = x_range

    def sample(self, n_tasks, k_shot, k_query):
        amp = self.rng.uniform(*self.amp_range, size=(n_tasks, 1, 1))
        phase = self.rng.uniform(*self.phase_range, size=(n_tasks, 1, 1))
        xs = self.rng.uniform(*self.x_range, size=(n_tasks, k_shot + k_query, 1))
        ys = amp * np.sin(xs - phase)
        xs, ys = xs.astype(np.float32), ys.astype(np.float32)
        return {
            "x_support": xs[:, :k_shot],
            "y_support": ys[:, :k_shot],
            "x_query": xs[:, k_shot:],
            "y_query": ys[:, k_shot:],
        }
