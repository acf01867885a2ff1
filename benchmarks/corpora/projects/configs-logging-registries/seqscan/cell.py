"""A gated recurrent cell holding its own weights."""

import jax
import jax.numpy as jnp

from . import gates


class Cell:
    def __init__(self, key, n_in, n_hidden, limit=2.0):
        k1, k2, k3 = jax.random.split(key, 3)
        self.wx = jax.random.normal(k1, (n_in, n_hidden)) / jnp.sqrt(n_in)
        self.wh = jax.random.normal(k2, (n_hidden, n_hidden)) / jnp.sqrt(n_hidden)
        self.wz = jax.random.normal(k3, (n_in, n_hidden)) / jnp.sqrt(n_in)
        self.n_hidden = n_hidden
        self.limit = limit

    def initial_state(self, batch):
        return jnp.zeros((batch, self.n_hidden))

    def step(self, h, x):
        z = jax.nn.sigmoid(x @ self.wz)
        candidate = jnp.tanh(x @ self.wx + h @ self.wh)
        h = gates.mix(z, h, candidate)
        h = gates.bounded(h, self.limit)
        return h, h.sum(axis=-1)
