"""A gated recurrent cell; parameters are passed in, settings are held."""

import jax
import jax.numpy as jnp

from . import gates


class Cell:
    def __init__(self, n_in, n_hidden, limit=2.0):
        self.n_in = n_in
        self.n_hidden = n_hidden
        self.limit = limit

    def init(self, key):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        return {
            "wx": jax.random.normal(k1, (self.n_in, self.n_hidden)) / jnp.sqrt(self.n_in),
            "wh": jax.random.normal(k2, (self.n_hidden, self.n_hidden)) / jnp.sqrt(self.n_hidden),
            "wz": jax.random.normal(k3, (self.n_in, self.n_hidden)) / jnp.sqrt(self.n_in),
            "out": jax.random.normal(k4, (self.n_hidden,)) / jnp.sqrt(self.n_hidden),
        }

    def step(self, params, carry, inputs):
        h = carry
        x, reset = inputs
        if h.ndim != 2:
            raise ValueError("state must be (batch, hidden)")
        h = gates.maybe_reset(h, reset)
        z = jax.nn.sigmoid(x @ params["wz"])
        candidate = jnp.tanh(x @ params["wx"] + h @ params["wh"])
        h = gates.bounded(gates.mix(z, h, candidate), self.limit)
        return h, h @ params["out"]
