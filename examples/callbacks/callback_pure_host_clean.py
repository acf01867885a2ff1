"""`jax.pure_callback` runs its function on the host with concrete arrays: `float()`, an
`if` and NumPy work there, even when the caller is jitted."""

import jax
import jax.numpy as jnp
import numpy as np


def robust_scale(x):
    spread = float(np.percentile(np.asarray(x), 75) - np.percentile(np.asarray(x), 25))
    if spread == 0.0:
        spread = 1.0
    return np.asarray(x / spread, dtype=np.float32)


@jax.jit
def normalize(x):
    centered = x - jnp.median(x)
    out = jax.ShapeDtypeStruct(centered.shape, centered.dtype)
    return jax.pure_callback(robust_scale, out, centered)


normalize(jnp.array([1.0, 2.0, 4.0, 8.0, 16.0]))
