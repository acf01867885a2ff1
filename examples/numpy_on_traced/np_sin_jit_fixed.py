"""`jnp.sin` stages the sine into the compiled program."""

import jax
import jax.numpy as jnp


@jax.jit
def rotate(points, angle):
    c = jnp.cos(angle)
    s = jnp.sin(angle)
    rotation = jnp.array([[c, -s], [s, c]])
    return points @ rotation.T


rotate(jnp.ones((3, 2)), 0.3)
