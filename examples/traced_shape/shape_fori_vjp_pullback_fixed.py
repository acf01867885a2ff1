"""`count` is static, so the loop is a scan, which the pullback can transpose."""

import functools

import jax
import jax.numpy as jnp
from jax import lax


@functools.partial(jax.jit, static_argnums=2)
def decay(state, rate, count):
    def body(_, s):
        return s * jnp.exp(-rate)

    return lax.fori_loop(0, count, body, state)


out, pullback = jax.vjp(lambda s, r: decay(s, r, 4), jnp.array([1.0, 2.0]), 0.3)
cotangents = pullback(jnp.ones(2))
