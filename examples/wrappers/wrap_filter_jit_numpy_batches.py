"""equinox.filter_jit traces NumPy arrays too: a batch sliced from a NumPy array is traced."""

import equinox as eqx
import jax.numpy as jnp
import numpy as np


def batch_bounds(n, size):
    return [(i * size, (i + 1) * size) for i in range(n // size)]


@eqx.filter_jit
def step(w, xb):
    if xb.mean() > 0:  # E: jax-traced-bool
        return w + 0.1 * xb.mean()
    return w


data = np.linspace(-1.0, 1.0, 64, dtype=np.float32)
w = jnp.zeros(())
for lo, hi in batch_bounds(data.shape[0], 16):
    w = step(w, data[lo:hi])
