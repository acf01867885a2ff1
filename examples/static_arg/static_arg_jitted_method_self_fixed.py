"""`static_argnums=0` makes `self` static (a plain object hashes by identity)."""

import functools

import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @functools.partial(jax.jit, static_argnums=0)
    def apply(self, x):
        return x * self.factor


Scaler(2.0).apply(jnp.ones(3))
