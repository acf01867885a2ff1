import numpy as np


def two_moons(num_points, noise, seed):
    rng = np.random.default_rng(seed)
    n = num_points // 2
    theta = rng.uniform(0.0, np.pi, size=n)
    upper = np.stack([np.cos(theta), np.sin(theta)], axis=1)
    lower = np.stack([1.0 - np.cos(theta), 0.5 - np.sin(theta)], axis=1)
    pts = np.concatenate([upper, lower], axis=0)
    pts += rng.normal(scale=noise, size=pts.shape)
    pts = (pts - pts.mean(0)) / pts.std(0)
    return pts.astype(np.float32)


def batches(points, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        idx = rng.choice(len(points), size=batch_size, replace=False)
        yield points[idx]
