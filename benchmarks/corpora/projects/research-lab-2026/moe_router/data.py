import numpy as np


def clustered_regression(cfg):
    rng = np.random.default_rng(cfg.seed)
    centers = rng.normal(size=(cfg.n_clusters, cfg.d_in)) * 3.0
    weights = rng.normal(size=(cfg.n_clusters, cfg.d_in, cfg.d_out))
    c = rng.integers(0, cfg.n_clusters, cfg.n_train)
    x = centers[c] + rng.normal(size=(cfg.n_train, cfg.d_in))
    y = np.einsum("ni,nio->no", x - centers[c], weights[c]) + 0.05 * rng.normal(size=(cfg.n_train, cfg.d_out))
    return x.astype(np.float32), y.astype(np.float32)


def batches(x, y, batch_size, rng):
    while True:
        idx = rng.choice(len(x), batch_size, replace=False)
        yield x[idx], y[idx]
