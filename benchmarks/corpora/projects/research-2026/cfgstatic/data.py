import numpy as np


def texture_batch(rng, batch, size, num_classes):
    labels = rng.integers(0, num_classes, size=batch)
    yy, xx = np.meshgrid(np.arange(size), np.arange(size), indexing="ij")
    images = np.zeros((batch, size, size, 1), dtype=np.float32)
    for i, c in enumerate(labels):
        angle = np.pi * c / num_classes
        freq = 0.5 + 0.25 * c
        wave = np.sin(freq * (np.cos(angle) * xx + np.sin(angle) * yy))
        images[i, ..., 0] = wave + 0.3 * rng.normal(size=(size, size))
    return images, labels.astype(np.int32)


def normalize(images):
    mean = images.mean(axis=(1, 2, 3), keepdims=True)
    std = images.std(axis=(1, 2, 3), keepdims=True) + 1e-6
    return (images - mean) / std


def class_histogram(labels, num_classes):
    return np.bincount(labels, minlength=num_classes).tolist()
