"""The penalty stays an array, so grad differentiates through it."""

import jax
import jax.numpy as jnp


def clamped_loss(w):
    penalty = 0.01 * w
    return (w - 3.0) ** 2 + penalty


jax.grad(clamped_loss)(jnp.asarray(1.0))
