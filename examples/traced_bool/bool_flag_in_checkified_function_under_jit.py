"""A checkified normalisation jitted whole: `checkify.checkify` keeps a Python flag a
Python value, but `jax.jit` around it traces every argument it is not told is static."""

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def normalize(x, clip):
    checkify.check(jnp.all(jnp.isfinite(x)), "normalize got a non-finite input")
    if clip:  # E: jax-traced-bool
        x = jnp.clip(x, -3.0, 3.0)
    return (x - x.mean()) / (x.std() + 1e-6)


checked_normalize = jax.jit(checkify.checkify(normalize))
err, out = checked_normalize(jnp.array([0.5, -1.0, 7.5, 2.0]), True)
err.throw()
