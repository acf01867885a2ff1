"""One-argument `jnp.where(mask)` is `jnp.nonzero`: a data-dependent number of indices."""

import jax
import jax.numpy as jnp


@jax.jit
def clip_outliers(x, limit):
    (outliers,) = jnp.where(jnp.abs(x) > limit)  # E: jax-dynamic-shape
    return x.at[outliers].set(jnp.sign(x[outliers]) * limit)


clip_outliers(jnp.array([0.5, -4.0, 1.0, 9.0]), 3.0)
