"""Binary images made of random horizontal and vertical bars."""
import numpy as np


def make_bars(num, size, max_bars, flip_prob, seed):
    rng = np.random.default_rng(seed)
    images = np.zeros((num, size, size), np.float32)
    for i in range(num):
        for _ in range(rng.integers(1, max_bars + 1)):
            k = rng.integers(size)
            if rng.random() < 0.5:
                images[i, k, :] = 1.0
            else:
                images[i, :, k] = 1.0
    flips = rng.random(images.shape) < flip_prob
    images = np.where(flips, 1.0 - images, images)
    return images.reshape(num, size * size)
