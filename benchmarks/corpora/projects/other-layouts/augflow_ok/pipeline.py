"""Host-side data: synthetic images and shuffled numpy batches."""

import jax
import numpy as np


def make_images(key, n=96, size=8, classes=3):
    """Bright blobs whose row encodes the class, as uint8 images."""
    k_lab, k_noise = jax.random.split(key)
    labels = np.asarray(jax.random.randint(k_lab, (n,), 0, classes))
    noise = np.asarray(jax.random.uniform(k_noise, (n, size, size))) * 80.0
    rows = (np.arange(size)[None, :, None] * classes) // size == labels[:, None, None]
    images = np.clip(noise + 150.0 * rows, 0, 255).astype(np.uint8)
    return images, labels


def batches(images, labels, batch_size, key):
    order = np.asarray(jax.random.permutation(key, len(images)))
    for start in range(0, len(order) - batch_size + 1, batch_size):
        idx = order[start : start + batch_size]
        yield images[idx].astype(np.float32) / 255.0, labels[idx].astype(np.int32)
