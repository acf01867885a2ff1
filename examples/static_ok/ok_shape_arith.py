"""Python arithmetic on shapes is static: `int(x.shape[0] / 2)` and `np.prod` run under jit."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def split_halves(x):
    half = int(x.shape[0] / 2)
    flat = jnp.zeros(np.prod(x.shape))
    return x[:half], x[half:], flat


split_halves(jnp.arange(6.0))
