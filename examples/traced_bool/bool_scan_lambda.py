"""A `lax.scan` body lambda that calls Python `max` on traced values."""

import jax.numpy as jnp
from jax import lax


def running_max(xs):
    return lax.scan(lambda m, x: (max(m, x), m), xs[0], xs)  # E: jax-traced-bool


running_max(jnp.array([1.0, 3.0, 2.0]))
