"""Shuffled example order for one epoch, cut into minibatches of indices.

After tests/random_lax_test.py, testPermutation.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n_examples")
def epoch_batches(key, n_examples):
    order = jax.random.permutation(key, n_examples)
    return order.reshape(-1, 4)


key = jax.random.key(0)
for epoch_key in jax.random.split(key, 2):
    batches = epoch_batches(epoch_key, n_examples=16)
    print(batches)
    print(jnp.sort(batches.ravel()))
