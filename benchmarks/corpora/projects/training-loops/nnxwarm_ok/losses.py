"""Regression losses."""

import jax.numpy as jnp


def mse(pred, target):
    return jnp.mean((pred - target) ** 2)


def huber(pred, target, delta=1.0):
    err = jnp.abs(pred - target)
    quad = jnp.minimum(err, delta)
    return jnp.mean(0.5 * quad**2 + delta * (err - quad))
