from __future__ import annotations

from typing import NamedTuple, Protocol

import jax
import jax.numpy as jnp
import numpy as np

HALF_LOG_2PI: float = 0.5 * float(np.log(2.0 * np.pi))


class StateSpaceModel(Protocol):
    def initial(self, key: jax.Array, n: int) -> jax.Array: ...

    def transition(self, key: jax.Array, x: jax.Array, t: jax.Array) -> jax.Array: ...

    def log_likelihood(self, y: jax.Array, x: jax.Array) -> jax.Array: ...


def gaussian_logpdf(x: jax.Array, mean: jax.Array, sigma: jax.Array | float) -> jax.Array:
    z = (x - mean) / sigma
    return -0.5 * z * z - jnp.log(sigma) - HALF_LOG_2PI


class NonlinearGrowth(NamedTuple):
    sigma_v: jax.Array | float
    sigma_w: jax.Array | float

    def drift(self, x: jax.Array, t: jax.Array) -> jax.Array:
        return 0.5 * x + 25.0 * x / (1.0 + x * x) + 8.0 * jnp.cos(1.2 * t)

    def initial(self, key: jax.Array, n: int) -> jax.Array:
        return jnp.sqrt(5.0) * jax.random.normal(key, (n,))

    def transition(self, key: jax.Array, x: jax.Array, t: jax.Array) -> jax.Array:
        return self.drift(x, t) + self.sigma_v * jax.random.normal(key, x.shape)

    def observe(self, key: jax.Array, x: jax.Array) -> jax.Array:
        return x * x / 20.0 + self.sigma_w * jax.random.normal(key, x.shape)

    def log_likelihood(self, y: jax.Array, x: jax.Array) -> jax.Array:
        return gaussian_logpdf(y, x * x / 20.0, self.sigma_w)
