"""Return the activation; the caller decides where to keep the concrete result."""

import functools

import jax
import jax.numpy as jnp


class Encoder:
    def __init__(self, dim):
        self.w = jnp.eye(dim)

    @functools.partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        hidden = jnp.tanh(x @ self.w)
        return hidden.sum(), hidden


encoder = Encoder(3)
_, hidden = encoder(jnp.ones(3))
reconstruction = hidden @ encoder.w.T
