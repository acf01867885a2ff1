"""Low-rank data and a batch generator that also reports micro-batch counts."""
import numpy as np


def make_lowrank(seed, n=768, dim=12, rank=3):
    rs = np.random.RandomState(seed)
    basis = rs.randn(rank, dim)
    codes = rs.randn(n, rank)
    X = codes @ basis + 0.05 * rs.randn(n, dim)
    X = (X - X.mean(0)) / X.std(0)
    return X.astype(np.float32)


def batches(X, batch_size, micro, rs):
    perm = rs.permutation(len(X))
    for start in range(0, len(X) - batch_size + 1, batch_size):
        sel = perm[start:start + batch_size]
        yield {"x": X[sel], "n_micro": np.int32(len(sel) // micro)}
