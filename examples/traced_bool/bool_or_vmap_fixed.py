"""`or` on traced values becomes `|` (elementwise logical or)."""

import jax
import jax.numpy as jnp


def is_outlier(x, mean, std):
    z = (x - mean) / std
    return jnp.asarray((z > 3.0) | (z < -3.0), dtype=jnp.float32)


xs = jnp.array([0.1, 5.0, -4.0])
jax.vmap(is_outlier, in_axes=(0, None, None))(xs, 0.0, 1.0)
