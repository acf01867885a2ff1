import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def rotation(theta):
    c, s = jnp.cos(theta), jnp.sin(theta)
    return jnp.array([[c, -s], [s, c]])


@jax.jit
def rotate_points(points, theta):
    return points @ rotation(theta).T


square = jnp.array([[1.0, 1.0], [-1.0, 1.0], [-1.0, -1.0], [1.0, -1.0]])
for angle in (0.0, jnp.pi / 4, jnp.pi / 2):
    out = rotate_points(square, angle)
    print(out.round(3)[0])
