"""Random shapes (sphere shell, cube surface, rod) as variable-size, zero-padded point clouds."""
import numpy as np


def _sphere(rng, n):
    v = rng.normal(size=(n, 3))
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def _cube(rng, n):
    p = rng.uniform(-1, 1, size=(n, 3))
    face = rng.integers(0, 3, size=n)
    p[np.arange(n), face] = rng.choice([-1.0, 1.0], size=n)
    return p * 0.8


def _rod(rng, n):
    t = rng.uniform(-1.5, 1.5, size=(n, 1))
    return t * np.array([[1.0, 0.0, 0.0]]) + rng.normal(scale=0.1, size=(n, 3))


SHAPES = (_sphere, _cube, _rod)


def random_rotation(rng):
    q, r = np.linalg.qr(rng.normal(size=(3, 3)))
    return q * np.sign(np.diag(r))


def make_batch(rng, cfg, n):
    points = np.zeros((n, cfg.max_points, 3), np.float32)
    mask = np.zeros((n, cfg.max_points), np.float32)
    n_points = rng.integers(cfg.min_points, cfg.max_points + 1, size=n).astype(np.int32)
    labels = rng.integers(0, cfg.n_classes, size=n).astype(np.int32)
    for i in range(n):
        k = n_points[i]
        p = SHAPES[labels[i]](rng, k) * rng.uniform(0.8, 1.2)
        p = p @ random_rotation(rng).T + rng.normal(scale=2.0, size=(1, 3))
        points[i, :k] = p
        mask[i, :k] = 1.0
    return {"points": points, "mask": mask, "n_points": n_points, "labels": labels}


def batches(cfg, seed):
    rng = np.random.default_rng(seed)
    while True:
        yield make_batch(rng, cfg, cfg.batch_size)
