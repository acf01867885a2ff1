"""`self.eps` is static, but the branch on the traced `std` goes through `jnp.where`."""

import functools

import jax
import jax.numpy as jnp


class Normalizer:
    def __init__(self, eps):
        self.eps = eps

    def scale(self, x):
        std = jnp.std(x)
        centered = x - jnp.mean(x)
        return jnp.where(std < self.eps, centered, centered / std)

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return self.scale(x)


Normalizer(1e-6)(jnp.arange(4.0))
