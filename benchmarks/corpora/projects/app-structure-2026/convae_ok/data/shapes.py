import numpy as np


def blob_images(num_images, size, max_blobs, seed):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[0:size, 0:size]
    images = np.zeros((num_images, size, size, 1), dtype=np.float32)
    for i in range(num_images):
        for _ in range(rng.integers(1, max_blobs + 1)):
            cy, cx = rng.uniform(2, size - 2, size=2)
            width = rng.uniform(1.5, 3.5)
            images[i, :, :, 0] += np.exp(-((yy - cy) ** 2 + (xx - cx) ** 2) / (2 * width**2))
    images /= images.max(axis=(1, 2, 3), keepdims=True)
    return images


def shuffled_batches(images, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        perm = rng.permutation(len(images))
        for i in range(0, len(images) - batch_size + 1, batch_size):
            yield images[perm[i:i + batch_size]]
