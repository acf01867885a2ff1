"""The model: an equinox module with an array gate and a loss method."""

import equinox as eqx
import jax
import jax.numpy as jnp


class Gated(eqx.Module):
    weight: jax.Array
    gate: jax.Array

    def __init__(self, n, key):
        self.weight = jax.random.normal(key, (n,))
        self.gate = jnp.asarray(0.5)

    def loss(self, x, y):
        pred = x @ self.weight
        if self.gate > 0:  # E: jax-traced-bool
            pred = pred * self.gate
        return jnp.mean((pred - y) ** 2)
