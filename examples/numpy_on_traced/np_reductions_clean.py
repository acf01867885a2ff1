"""NumPy calls that run under jit.

`np.sum(x)` and `np.mean(x)` delegate to the tracer's own `.sum()`/`.mean()` methods, so
they stage JAX operations. `np.prod(x.shape)` and `np.ones(x.shape)` only see the static
shape: they are NumPy values, constants of the compiled program.
"""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def layer_norm_stats(x):
    total = np.sum(x)
    mean = np.mean(x)
    count = np.prod(x.shape)
    bias = np.ones(x.shape) * 0.5
    return total / count - mean + jnp.asarray(bias)


layer_norm_stats(jnp.arange(6.0).reshape(2, 3))
