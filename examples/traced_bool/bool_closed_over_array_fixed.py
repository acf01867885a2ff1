"""The closed-over bias is a NumPy array, so its sum is a concrete Python-side value."""

import jax
import jax.numpy as jnp
import numpy as np

bias = np.array([0.5, -0.25, 0.1], dtype=np.float32)


@jax.jit
def predict(x):
    if bias.sum() > 0:
        return x + bias
    return x - bias


predict(jnp.ones(3))
