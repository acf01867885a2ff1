import jax.numpy as jnp
import numpy as np


def source(xy):
    x, y = xy[0], xy[1]
    return 2.0 * jnp.pi ** 2 * jnp.sin(jnp.pi * x) * jnp.sin(jnp.pi * y)


def boundary_value(xy):
    return jnp.zeros(xy.shape[:-1])


def exact_solution(points):
    points = np.asarray(points)
    return np.sin(np.pi * points[..., 0]) * np.sin(np.pi * points[..., 1])
