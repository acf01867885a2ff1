"""A named `lax.scan` body: the carry and the scanned slice are traced."""

import jax.numpy as jnp
from jax import lax


def ema_step(avg, x):
    if x > avg:  # E: jax-traced-bool
        return 0.9 * avg + 0.1 * x, avg
    return 0.99 * avg + 0.01 * x, avg


lax.scan(ema_step, jnp.asarray(0.0), jnp.array([1.0, 0.5, 2.0]))
