import numpy as np


def _bar_image(kind, size, rng):
    img = np.zeros((size, size), np.float32)
    n_bars = rng.integers(1, 3)
    for _ in range(n_bars):
        k = rng.integers(0, size)
        if kind == 0:
            img[k, :] = 1.0
        elif kind == 1:
            img[:, k] = 1.0
        elif kind == 2:
            img += np.eye(size, k=k - size // 2, dtype=np.float32)
        else:
            img += np.fliplr(np.eye(size, k=k - size // 2, dtype=np.float32))
    return np.clip(img, 0.0, 1.0)


def make_bars(n, size, num_classes, seed, noise=0.3):
    rng = np.random.default_rng(seed)
    labels = rng.integers(0, num_classes, size=n).astype(np.int32)
    images = np.stack([_bar_image(int(c), size, rng) for c in labels])
    images = images + noise * rng.normal(size=images.shape).astype(np.float32)
    return images[..., None], labels


def epoch_batches(images, labels, batch_size, rng):
    perm = rng.permutation(len(images))
    n_full = len(images) // batch_size
    for b in range(n_full):
        idx = perm[b * batch_size:(b + 1) * batch_size]
        yield {"image": images[idx], "label": labels[idx]}
