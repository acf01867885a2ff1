"""`passes` is static (`static_argnums=2`): the loop has a Python trip count."""

import jax
import jax.numpy as jnp
from jax import lax


def smoothed(params, data, passes):
    def body(_, acc):
        return 0.5 * acc + 0.5 * jnp.tanh(params * data)

    return jnp.sum(lax.fori_loop(0, passes, body, jnp.zeros_like(data)) ** 2)


grad_fn = jax.jit(jax.grad(smoothed), static_argnums=2)
grad_fn(jnp.ones(3), jnp.ones(3), 3)
