"""Per-batch means of a dataset cut into equal batches.

After tests/lax_numpy_test.py, testSplitStaticInt.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_batches")
def batch_means(data, n_batches):
    batches = jnp.split(data, n_batches)
    return jnp.stack([b.mean(axis=0) for b in batches])


data = jnp.arange(24.0).reshape(12, 2)
print(batch_means(data, 3))
print(batch_means(data, n_batches=4))
