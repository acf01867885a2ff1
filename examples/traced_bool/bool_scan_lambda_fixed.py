"""The scan lambda uses `jnp.maximum` instead of Python `max`."""

import jax.numpy as jnp
from jax import lax


def running_max(xs):
    return lax.scan(lambda m, x: (jnp.maximum(m, x), m), xs[0], xs)


running_max(jnp.array([1.0, 3.0, 2.0]))
