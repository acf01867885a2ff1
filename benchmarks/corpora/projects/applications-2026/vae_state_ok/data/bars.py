import numpy as np


def bars_dataset(n, size=8, seed=0):
    rng = np.random.default_rng(seed)
    imgs = np.zeros((n, size * size), np.float32)
    for i in range(n):
        img = np.zeros((size, size), np.float32)
        rows = rng.random(size) < 0.2
        cols = rng.random(size) < 0.2
        img[rows, :] = 1.0
        img[:, cols] = 1.0
        imgs[i] = img.ravel()
    return imgs


def epoch_iter(data, batch_size, rng):
    perm = rng.permutation(len(data))
    for s in range(0, len(data) - batch_size + 1, batch_size):
        yield data[perm[s:s + batch_size]]
