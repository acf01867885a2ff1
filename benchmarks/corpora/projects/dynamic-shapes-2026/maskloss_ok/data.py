"""Three Gaussian blobs; only a small fraction of points carries a label."""
import numpy as np

CENTERS = np.array([[0.0, 2.0], [-2.0, -1.0], [2.0, -1.0]], dtype=np.float32)


def make_data(cfg):
    rng = np.random.default_rng(cfg.seed)
    y = rng.integers(0, cfg.n_classes, size=cfg.n_samples).astype(np.int32)
    x = CENTERS[y] + 0.8 * rng.standard_normal((cfg.n_samples, cfg.n_features)).astype(np.float32)
    labeled = rng.random(cfg.n_samples) < cfg.labeled_frac
    return x.astype(np.float32), y, labeled
