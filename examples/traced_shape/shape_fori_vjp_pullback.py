"""`jax.vjp` of a jitted loop with a traced trip count runs forward; its pullback has to
transpose the while_loop, and raises when called."""

import jax
import jax.numpy as jnp
from jax import lax


@jax.jit
def decay(state, rate, count):
    def body(_, s):
        return s * jnp.exp(-rate)

    return lax.fori_loop(0, count, body, state)


out, pullback = jax.vjp(decay, jnp.array([1.0, 2.0]), 0.3, 4)
cotangents = pullback(jnp.ones(2))  # E: jax-traced-shape
