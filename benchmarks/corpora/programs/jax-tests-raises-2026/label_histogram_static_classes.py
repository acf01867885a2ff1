"""Class histogram of a batch of integer labels via one-hot encoding.

After tests/nn_test.py, testOneHot.
"""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="num_classes")
def label_histogram(labels, num_classes):
    onehot = jax.nn.one_hot(labels, num_classes)
    return onehot.sum(axis=0)


labels = jnp.array([0, 2, 2, 1, 3, 2, 0])
print(label_histogram(labels, num_classes=4))
print(label_histogram(labels, 5))
