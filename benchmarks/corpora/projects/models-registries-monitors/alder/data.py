import numpy as np


class SyntheticRegression:
    """Deterministic noisy linear-plus-sine regression problem."""

    def __init__(self, in_dim: int, seed: int = 0):
        self.rng = np.random.default_rng(seed)
        self.w = self.rng.normal(size=(in_dim, 1)).astype(np.float32)
        self.in_dim = in_dim

    def batch(self, batch_size: int):
        x = self.rng.normal(size=(batch_size, self.in_dim)).astype(np.float32)
        y = x @ self.w + 0.3 * np.sin(x[:, :1]) + 0.05 * self.rng.normal(size=(batch_size, 1))
        return {"x": x, "y": y.astype(np.float32)}

    def __iter__(self):
        while True:
            yield self.batch(32)
