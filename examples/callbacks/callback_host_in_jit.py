"""Host-side NumPy code written straight into a jitted function gets a tracer, which
NumPy cannot convert to an array."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def normalize(x):
    centered = x - jnp.median(x)
    q75, q25 = np.percentile(centered, [75, 25])  # E: jax-numpy-on-traced
    return centered / (q75 - q25)


normalize(jnp.array([1.0, 2.0, 4.0, 8.0, 16.0]))
