"""Host-side data using the global NumPy random state."""
import numpy as np


def make_classification(n, d, seed):
    np.random.seed(seed)
    X = np.random.randn(n, d).astype(np.float32)
    w = np.random.randn(d).astype(np.float32)
    logits = X @ w + 0.5 * np.random.randn(n).astype(np.float32)
    y = (logits > 0).astype(np.float32)
    return X, y


def stack_epoch(X, y, batch_size):
    """Shuffle and reshape one epoch into (n_batches, batch_size, ...) arrays for scan."""
    n_batches = len(X) // batch_size
    perm = np.random.permutation(len(X))[: n_batches * batch_size]
    xs = X[perm].reshape(n_batches, batch_size, -1)
    ys = y[perm].reshape(n_batches, batch_size)
    return {"x": xs, "y": ys}
