import numpy as np


def spiral(n, arms, rng):
    per = n // arms
    xs, ys = [], []
    for k in range(arms):
        r = np.linspace(0.1, 1.0, per)
        t = np.linspace(k * 2 * np.pi / arms, k * 2 * np.pi / arms + 3.0, per) + 0.15 * rng.normal(size=per)
        xs.append(np.stack([r * np.sin(t), r * np.cos(t)], axis=1))
        ys.append(np.full(per, k))
    x = np.concatenate(xs).astype(np.float32)
    y = np.concatenate(ys).astype(np.int32)
    perm = rng.permutation(len(y))
    return x[perm], y[perm]
