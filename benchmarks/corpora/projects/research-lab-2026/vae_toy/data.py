import numpy as np


def blob_images(n, size, seed=0):
    rng = np.random.default_rng(seed)
    ys, xs = np.mgrid[0:size, 0:size]
    cx = rng.uniform(1.5, size - 2.5, n)
    cy = rng.uniform(1.5, size - 2.5, n)
    r = rng.uniform(1.0, 2.5, n)
    d2 = (xs[None] - cx[:, None, None]) ** 2 + (ys[None] - cy[:, None, None]) ** 2
    img = (d2 < r[:, None, None] ** 2).astype(np.float32)
    return img[..., None]


def minibatches(images, batch_size, rng):
    perm = rng.permutation(len(images))
    for start in range(0, len(images) - batch_size + 1, batch_size):
        yield images[perm[start:start + batch_size]]
