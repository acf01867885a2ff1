"""Bucketize latencies with a fixed set of bucket edges passed as a static argument.

After tests/api_test.py, test_jit_raises_on_first_invocation_on_non_hashable_static_argnum.
"""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1,))
def bucket_counts(latencies, edges):
    idx = jnp.searchsorted(jnp.asarray(edges), latencies)
    return jnp.bincount(idx, length=len(edges) + 1)


edges = np.array([10.0, 50.0, 100.0, 500.0])
latencies = jnp.array([3.0, 12.0, 75.0, 80.0, 640.0, 49.0])
print(bucket_counts(latencies, edges))
