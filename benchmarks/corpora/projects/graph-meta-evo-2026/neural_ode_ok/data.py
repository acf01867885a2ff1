"""Initial/final state pairs of a damped harmonic oscillator, solved exactly."""
import numpy as np
from scipy.linalg import expm


class OscillatorData:
    def __init__(self, damping, horizon, seed):
        self.A = np.array([[0.0, 1.0], [-1.0, -damping]])
        self.propagator = expm(self.A * horizon)
        self.t_span = np.array([0.0, horizon], np.float32)
        self.rng = np.random.default_rng(seed)

    def sample(self, n):
        y0 = self.rng.uniform(-1.5, 1.5, size=(n, 2))
        y1 = y0 @ self.propagator.T
        return {"y0": y0.astype(np.float32), "y1": y1.astype(np.float32), "t_span": self.t_span}
