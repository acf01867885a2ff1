import numpy as np


def make_spirals(rng, n, n_classes, noise=0.2):
    per = n // n_classes
    xs, ys = [], []
    for c in range(n_classes):
        r = np.linspace(0.1, 1.0, per)
        t = np.linspace(c * 4.0, (c + 1) * 4.0, per) + rng.normal(0, noise, per)
        xs.append(np.stack([r * np.sin(t), r * np.cos(t)], 1))
        ys.append(np.full(per, c))
    x = np.concatenate(xs).astype(np.float32)
    y = np.concatenate(ys).astype(np.int32)
    perm = rng.permutation(len(x))
    return x[perm], y[perm]


def load(cfg):
    rng = np.random.default_rng(cfg.seed)
    x, y = make_spirals(rng, cfg.n_train + cfg.n_val, cfg.n_classes)
    return (x[:cfg.n_train], y[:cfg.n_train]), (x[cfg.n_train:], y[cfg.n_train:])


def round_batches(rng, x, y, steps, batch_size):
    """Stack `steps` minibatches so a whole round can run inside one lax.scan."""
    idx = rng.integers(0, len(x), size=(steps, batch_size))
    return x[idx], y[idx]
