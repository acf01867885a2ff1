"""Inside the `lax.cond` branch, the gradient clipping uses `jnp.where`."""

import jax.numpy as jnp
from jax import lax


def update(params, grads, use_momentum):
    def momentum_step(p):
        g_norm = jnp.linalg.norm(grads)
        scale = jnp.where(g_norm > 10.0, 1.0 / g_norm, 1.0)
        return p - 0.1 * grads * scale

    def plain_step(p):
        return p - 0.01 * grads

    return lax.cond(use_momentum, momentum_step, plain_step, params)


update(jnp.ones(3), jnp.full(3, 20.0), jnp.asarray(True))
