"""`@jax.jit` on a method traces `self` too: a plain object is no JAX type."""

import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, factor):
        self.factor = factor

    @jax.jit
    def apply(self, x):
        return x * self.factor


Scaler(2.0).apply(jnp.ones(3))  # E: jax-static-arg
