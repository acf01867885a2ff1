"""A data loader: batches of a fixed dataset, as jax arrays."""

import jax.numpy as jnp
import numpy as np


def batches(x, y, size, seed=0):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.choice(len(x), size=size, replace=False)
        yield jnp.asarray(x[idx]), jnp.asarray(y[idx])
