"""Synthetic images of discs and squares, built with NumPy on the host."""
import numpy as np


def make_dataset(num_images, size, num_classes, border, ignore_index, seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:size, :size]
    images = np.zeros((num_images, size, size, 1), np.float32)
    labels = np.zeros((num_images, size, size), np.int32)
    for i in range(num_images):
        cls = int(rng.integers(1, num_classes))
        cy, cx = rng.integers(4, size - 4, size=2)
        radius = int(rng.integers(2, 5))
        if cls == 1:
            region = (yy - cy) ** 2 + (xx - cx) ** 2 <= radius**2
        else:
            region = (np.abs(yy - cy) <= radius) & (np.abs(xx - cx) <= radius)
        images[i, region, 0] = 1.0
        labels[i, region] = cls
    images += 0.1 * rng.standard_normal(images.shape).astype(np.float32)
    if border > 0:
        labels[:, :border, :] = ignore_index
        labels[:, -border:, :] = ignore_index
        labels[:, :, :border] = ignore_index
        labels[:, :, -border:] = ignore_index
    return images, labels


def iterate_batches(images, labels, batch_size, seed):
    rng = np.random.default_rng(seed)
    n = images.shape[0]
    while True:
        order = rng.permutation(n)
        for start in range(0, n - batch_size + 1, batch_size):
            idx = order[start:start + batch_size]
            yield images[idx], labels[idx]
