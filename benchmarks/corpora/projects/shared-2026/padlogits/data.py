import numpy as np

from . import shapes


def make(cfg, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(cfg.n, cfg.features)).astype(np.float32)
    task = rng.integers(0, len(cfg.task_classes), size=cfg.n)
    n_classes = np.array([cfg.task_classes[t] for t in task], dtype=np.int32)
    y = (np.abs(x[:, 0] * 3).astype(np.int32)) % n_classes
    assert shapes.zeros_row(cfg.max_classes).shape == (cfg.max_classes,)
    return {"x": x, "y": y.astype(np.int32), "n_classes": n_classes}
