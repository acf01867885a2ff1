"""A constant-velocity Kalman filter with a jitted update method."""
from functools import partial

import jax
import jax.numpy as jnp


class KalmanFilter:
    def __init__(self, dt, q, r):
        self.F = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.H = jnp.array([[1.0, 0.0]])
        self.Q = q * jnp.eye(2)
        self.R = jnp.array([[r]])

    @partial(jax.jit, static_argnums=0)
    def step(self, mean, cov, z):
        mean = self.F @ mean
        cov = self.F @ cov @ self.F.T + self.Q
        innov = z - self.H @ mean
        s = self.H @ cov @ self.H.T + self.R
        if jnp.abs(innov[0]) > 3.0 * jnp.sqrt(s[0, 0]):
            return mean, cov
        gain = cov @ self.H.T / s
        mean = mean + gain @ innov
        cov = (jnp.eye(2) - gain @ self.H) @ cov
        return mean, cov


def track(observations):
    kf = KalmanFilter(0.1, 0.01, 0.5)
    mean, cov = jnp.zeros(2), jnp.eye(2)
    for z in observations:
        mean, cov = kf.step(mean, cov, jnp.array([z]))
    return mean


if __name__ == "__main__":
    obs = jnp.linspace(0.0, 2.0, 20) + 0.05
    print(track(obs))
