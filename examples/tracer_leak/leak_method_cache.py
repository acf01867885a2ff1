"""A jitted method caches an activation on `self`: the attribute keeps a tracer."""

import functools

import jax
import jax.numpy as jnp


class Encoder:
    def __init__(self, dim):
        self.w = jnp.eye(dim)
        self.cache = jnp.zeros(dim)

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        self.cache = jnp.tanh(x @ self.w)  # E: jax-tracer-leak
        return self.cache.sum()


encoder = Encoder(3)
encoder(jnp.ones(3))
reconstruction = encoder.cache @ encoder.w.T
