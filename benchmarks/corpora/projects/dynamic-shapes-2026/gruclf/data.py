"""Variable-length sequences: class 1 has a rising trend, class 0 a falling one."""
import numpy as np


def make_dataset(cfg, n, seed):
    rng = np.random.default_rng(seed)
    xs = np.zeros((n, cfg.max_len, cfg.n_features), dtype=np.float32)
    lengths = rng.integers(cfg.min_len, cfg.max_len + 1, size=n).astype(np.int32)
    labels = rng.integers(0, cfg.n_classes, size=n).astype(np.int32)
    for i in range(n):
        t = np.linspace(0.0, 1.0, lengths[i])
        slope = 1.0 if labels[i] == 1 else -1.0
        xs[i, : lengths[i], 0] = slope * t
        xs[i, : lengths[i], 1:] = 0.3 * rng.standard_normal((lengths[i], cfg.n_features - 1))
    return xs, lengths, labels


def batches(xs, lengths, labels, batch, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.choice(len(xs), size=batch, replace=False)
        yield xs[idx], lengths[idx], labels[idx]
