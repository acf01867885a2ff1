import dataclasses

import numpy as np


@dataclasses.dataclass
class Config:
    num_classes: int = 3
    points_per_class: int = 128
    noise: float = 0.25
    width: int = 32
    hidden: int = 64
    depth: int = 4
    dropout: float = 0.1
    layer_drop: float = 0.2
    lr: float = 3e-3
    warmup_steps: int = 10
    weight_decay: float = 1e-4
    grad_clip: float = 1.0
    label_smoothing: float = 0.05
    batch_size: int = 64
    epochs: int = 6
    seed: int = 0


def make_spirals(points_per_class, num_classes, noise, seed):
    rng = np.random.default_rng(seed)
    xs, ys = [], []
    for c in range(num_classes):
        r = np.linspace(0.1, 1.0, points_per_class)
        t = np.linspace(0, 4.0, points_per_class) + c * 2 * np.pi / num_classes
        t = t + rng.normal(scale=noise, size=points_per_class)
        xs.append(np.stack([r * np.sin(t), r * np.cos(t)], axis=1))
        ys.append(np.full(points_per_class, c))
    x = np.concatenate(xs).astype(np.float32)
    y = np.concatenate(ys).astype(np.int32)
    # add a couple of fourier features so the MLP has something to chew on
    feats = [x, np.sin(3 * x), np.cos(3 * x)]
    return np.concatenate(feats, axis=1), y


def train_val_split(x, y, val_frac, seed):
    rng = np.random.default_rng(seed)
    perm = rng.permutation(len(x))
    n_val = int(len(x) * val_frac)
    val, tr = perm[:n_val], perm[n_val:]
    return (x[tr], y[tr]), (x[val], y[val])


def batches(x, y, batch_size, rng):
    perm = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        idx = perm[start:start + batch_size]
        if len(idx) < batch_size:
            continue
        yield {"x": x[idx], "y": y[idx]}
