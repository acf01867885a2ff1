"""`float(x)` of the differentiated value under `jax.grad` alone."""

import jax
import jax.numpy as jnp


def clamped_loss(w):
    penalty = 0.01 * float(w)  # E: jax-traced-conversion
    return (w - 3.0) ** 2 + penalty


jax.grad(clamped_loss)(jnp.asarray(1.0))
