"""Three-argument `jnp.where` selects elementwise and keeps the shape."""

import jax
import jax.numpy as jnp


@jax.jit
def clip_outliers(x, limit):
    return jnp.where(jnp.abs(x) > limit, jnp.sign(x) * limit, x)


clip_outliers(jnp.array([0.5, -4.0, 1.0, 9.0]), 3.0)
