import numpy as np


def make_spirals(n_per_class, num_classes, noise=0.2, seed=0):
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for c in range(num_classes):
        r = np.linspace(0.0, 1.0, n_per_class)
        t = np.linspace(c * 4.0, (c + 1) * 4.0, n_per_class) + rng.normal(size=n_per_class) * noise
        xs.append(np.stack([r * np.sin(t), r * np.cos(t)], axis=1))
        ys.append(np.full(n_per_class, c))
    return np.concatenate(xs).astype(np.float32), np.concatenate(ys).astype(np.int32)


def batches(x, y, batch_size, seed):
    rng = np.random.default_rng(seed)
    perm = rng.permutation(len(x))
    for i in range(len(x) // batch_size):
        sel = perm[i * batch_size:(i + 1) * batch_size]
        yield {"inputs": x[sel], "label": y[sel]}
