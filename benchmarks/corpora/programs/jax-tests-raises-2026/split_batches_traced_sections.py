"""Per-batch means of a dataset cut into equal batches.

After tests/lax_numpy_test.py, testSplitTypeError.
"""
import jax
import jax.numpy as jnp


@jax.jit
def batch_means(data, n_batches):
    batches = jnp.split(data, n_batches)
    return jnp.stack([b.mean(axis=0) for b in batches])


data = jnp.arange(24.0).reshape(12, 2)
print(batch_means(data, 3))
