"""Imbalanced synthetic classes; split and class tables built on the host."""
import numpy as np

CLASS_NAMES = {0: "common", 1: "medium", 2: "rare", 3: "very_rare"}


def make_imbalanced(seed, n=1200, dim=6):
    rng = np.random.default_rng(seed)
    priors = np.array([0.55, 0.25, 0.15, 0.05])
    labels = rng.choice(len(priors), size=n, p=priors).astype(np.int32)
    means = rng.normal(scale=2.0, size=(len(priors), dim))
    X = (means[labels] + rng.normal(size=(n, dim))).astype(np.float32)
    return X, labels


def train_test_split(n, frac, seed):
    rng = np.random.default_rng(seed)
    is_test = np.zeros(n, dtype=bool)
    is_test[rng.choice(n, size=int(frac * n), replace=False)] = True
    return is_test


def class_counts(labels):
    counts = {}
    for c in labels.tolist():
        counts[c] = counts.get(c, 0) + 1
    return {CLASS_NAMES[c]: k for c, k in sorted(counts.items())}


def batch_iter(X, y, batch_size, rng):
    perm = rng.permutation(len(X))
    for i in range(0, len(perm) - batch_size + 1, batch_size):
        sel = perm[i:i + batch_size]
        yield {"x": X[sel], "label": y[sel]}
