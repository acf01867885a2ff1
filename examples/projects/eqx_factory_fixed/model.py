"""The model: the gate, an array traced under filter_jit, is applied with jnp.where."""

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
        pred = jnp.where(self.gate > 0, pred * self.gate, pred)
        return jnp.mean((pred - y) ** 2)
