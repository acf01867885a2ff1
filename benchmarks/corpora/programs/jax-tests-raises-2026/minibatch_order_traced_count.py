"""Shuffled example order for one epoch, cut into minibatches of indices.

After tests/random_lax_test.py, testPermutationErrors.
"""
import jax
import jax.numpy as jnp


@jax.jit
def epoch_batches(key, n_examples):
    order = jax.random.permutation(key, n_examples)
    return order.reshape(-1, 4)


key = jax.random.key(0)
batches = epoch_batches(key, 16)
print(batches)
print(jnp.sort(batches.ravel()))
