"""Counting labels eagerly into a `jnp.zeros` array with `+=` on an item."""

import jax.numpy as jnp

labels = [0, 2, 2, 1]
class_counts = jnp.zeros(3)
for label in labels:
    class_counts[label] += 1  # E: jax-inplace-update
class_weights = 1.0 / (class_counts + 1.0)
