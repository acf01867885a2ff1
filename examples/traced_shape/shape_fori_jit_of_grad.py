"""`jax.jit(jax.grad(f))`: the jit traces the trip count; JAX raises at the call."""

import jax
import jax.numpy as jnp
from jax import lax


def smoothed(params, data, passes):
    def body(_, acc):
        return 0.5 * acc + 0.5 * jnp.tanh(params * data)

    return jnp.sum(lax.fori_loop(0, passes, body, jnp.zeros_like(data)) ** 2)


grad_fn = jax.jit(jax.grad(smoothed))
grad_fn(jnp.ones(3), jnp.ones(3), 3)  # E: jax-traced-shape
