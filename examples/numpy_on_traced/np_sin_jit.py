"""`np.sin` on a traced angle: NumPy tries to turn the tracer into an ndarray."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def rotate(points, angle):
    c = jnp.cos(angle)
    s = np.sin(angle)  # E: jax-numpy-on-traced
    rotation = jnp.array([[c, -s], [s, c]])
    return points @ rotation.T


rotate(jnp.ones((3, 2)), 0.3)
