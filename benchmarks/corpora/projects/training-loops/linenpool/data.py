"""Synthetic two-blob classification data."""

import jax
import jax.numpy as jnp


def make_dataset(key, n, dim, num_classes):
    k_centers, k_labels, k_noise = jax.random.split(key, 3)
    centers = 2.0 * jax.random.normal(k_centers, (num_classes, dim))
    labels = jax.random.randint(k_labels, (n,), 0, num_classes)
    x = centers[labels] + jax.random.normal(k_noise, (n, dim))
    return x, labels


def batches(x, y, batch_size):
    for start in range(0, x.shape[0] - batch_size + 1, batch_size):
        yield x[start : start + batch_size], y[start : start + batch_size]
