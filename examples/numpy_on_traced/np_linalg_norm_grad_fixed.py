"""`jnp.linalg.norm` is the traceable twin."""

import jax
import jax.numpy as jnp


def penalised_loss(w, x, y):
    residual = x @ w - y
    return jnp.mean(residual**2) + 0.1 * jnp.linalg.norm(w)


jax.grad(penalised_loss)(jnp.ones(3), jnp.eye(3), jnp.zeros(3))
