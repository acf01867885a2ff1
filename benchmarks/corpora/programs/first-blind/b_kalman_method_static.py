"""A constant-velocity Kalman filter as a class with jitted methods."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


class KalmanFilter:
    def __init__(self, dt: float, q: float, r: float, dims: int = 2):
        self.dims = dims
        self.F = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.H = jnp.array([[1.0, 0.0]])
        self.Q = q * jnp.eye(dims)
        self.R = r * jnp.eye(1)

    @functools.partial(jax.jit, static_argnums=0)
    def step(self, carry, z):
        x, P = carry
        x = self.F @ x
        P = self.F @ P @ self.F.T + self.Q
        S = self.H @ P @ self.H.T + self.R
        K = P @ self.H.T @ jnp.linalg.inv(S)
        x = x + K @ (z - self.H @ x)
        P = (jnp.eye(self.dims) - K @ self.H) @ P
        return (x, P), x

    @functools.partial(jax.jit, static_argnums=0)
    def filter(self, zs):
        init = (jnp.zeros(self.dims), jnp.eye(self.dims))
        _, xs = lax.scan(self.step, init, zs)
        return xs


kf = KalmanFilter(dt=0.1, q=1e-3, r=0.5)
t = jnp.arange(50) * 0.1
zs = (2.0 * t + 0.3 * jax.random.normal(jax.random.PRNGKey(0), (50,)))[:, None]
est = kf.filter(zs)
print(est[-1])
