"""The NumPy code moves into a `jax.pure_callback`, which runs it on concrete arrays."""

import jax
import jax.numpy as jnp
import numpy as np


def interquartile_range(x):
    q75, q25 = np.percentile(x, [75, 25])
    return np.asarray(q75 - q25, dtype=np.float32)


@jax.jit
def normalize(x):
    centered = x - jnp.median(x)
    out = jax.ShapeDtypeStruct((), centered.dtype)
    return centered / jax.pure_callback(interquartile_range, out, centered)


normalize(jnp.array([1.0, 2.0, 4.0, 8.0, 16.0]))
