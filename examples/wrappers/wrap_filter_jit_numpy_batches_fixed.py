"""jnp.where keeps the choice inside the trace."""

import equinox as eqx
import jax.numpy as jnp
import numpy as np


def batch_bounds(n, size):
    return [(i * size, (i + 1) * size) for i in range(n // size)]


@eqx.filter_jit
def step(w, xb):
    return jnp.where(xb.mean() > 0, w + 0.1 * xb.mean(), w)


data = np.linspace(-1.0, 1.0, 64, dtype=np.float32)
w = jnp.zeros(())
for lo, hi in batch_bounds(data.shape[0], 16):
    w = step(w, data[lo:hi])
