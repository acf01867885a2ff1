"""Variable-size point sets drawn from a circle, a square outline or a blob."""
import numpy as np

N_CLASSES = 3


def sample_set(rng, label, size):
    if label == 0:
        a = rng.uniform(0, 2 * np.pi, size)
        pts = np.stack([np.cos(a), np.sin(a)], -1)
    elif label == 1:
        s = rng.uniform(-1, 1, size)
        side = rng.integers(0, 4, size)
        pts = np.where(side[:, None] < 2,
                       np.stack([np.where(side == 0, -1.0, 1.0), s], -1),
                       np.stack([s, np.where(side == 2, -1.0, 1.0)], -1))
    else:
        pts = 0.5 * rng.normal(size=(size, 2))
    return pts + 0.05 * rng.normal(size=pts.shape)


def make_sets(n_sets, max_size, min_size, seed):
    rng = np.random.default_rng(seed)
    x = np.zeros((n_sets, max_size, 2), np.float32)
    mask = np.zeros((n_sets, max_size), bool)
    y = rng.integers(0, N_CLASSES, n_sets)
    for i in range(n_sets):
        size = rng.integers(min_size, max_size + 1)
        x[i, :size] = sample_set(rng, y[i], size)
        mask[i, :size] = True
    return x, mask, y.astype(np.int32)
