"""Histogram of integer labels accumulated in a loop."""

import jax
import jax.numpy as jnp


def count_labels(labels: jax.Array, n_classes: int) -> jax.Array:
    counts = jnp.zeros(n_classes, dtype=jnp.int32)
    for i in range(labels.shape[0]):
        counts[labels[i]] = counts[labels[i]] + 1
    return counts


def class_weights(labels: jax.Array, n_classes: int) -> jax.Array:
    counts = count_labels(labels, n_classes)
    return counts.sum() / (n_classes * jnp.maximum(counts, 1))


if __name__ == "__main__":
    labels = jnp.array([0, 1, 1, 2, 2, 2, 0, 1])
    print(class_weights(labels, 3))
