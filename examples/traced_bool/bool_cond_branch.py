"""A `lax.cond` branch is traced: a Python `if` inside it fails."""

import jax.numpy as jnp
from jax import lax


def update(params, grads, use_momentum):
    def momentum_step(p):
        g_norm = jnp.linalg.norm(grads)
        if g_norm > 10.0:  # E: jax-traced-bool
            return p - 0.1 * grads / g_norm
        return p - 0.1 * grads

    def plain_step(p):
        return p - 0.01 * grads

    return lax.cond(use_momentum, momentum_step, plain_step, params)


update(jnp.ones(3), jnp.full(3, 20.0), jnp.asarray(True))
