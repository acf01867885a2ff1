"""The flag made a static argument of the jitted, checkified function."""

import jax
import jax.numpy as jnp
from jax.experimental import checkify


def normalize(x, clip):
    checkify.check(jnp.all(jnp.isfinite(x)), "normalize got a non-finite input")
    if clip:
        x = jnp.clip(x, -3.0, 3.0)
    return (x - x.mean()) / (x.std() + 1e-6)


checked_normalize = jax.jit(checkify.checkify(normalize), static_argnums=1)
err, out = checked_normalize(jnp.array([0.5, -1.0, 7.5, 2.0]), True)
err.throw()
