import numpy as np

CLASS_PRIORS = (0.80, 0.15, 0.05)


def make_imbalanced(n, dim=6, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.choice(len(CLASS_PRIORS), size=n, p=CLASS_PRIORS)
    centers = rng.normal(0, 1.5, size=(len(CLASS_PRIORS), dim))
    x = centers[y] + rng.normal(size=(n, dim))
    return x.astype(np.float32), y.astype(np.int32)


def compute_class_weights(y, mode="inverse"):
    classes, counts = np.unique(y, return_counts=True)
    if mode == "none":
        return {int(c): 1.0 for c in classes}
    freq = counts / counts.sum()
    w = 1.0 / freq if mode == "inverse" else 1.0 / np.sqrt(freq)
    w = w / w.mean()
    return {int(c): float(wc) for c, wc in zip(classes, w)}


def minibatches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        yield x[idx], y[idx]
