"""Simulated IMU windows, shuffled and cut into padded batches on the host."""
import numpy as np


def simulate_window(rng, label, cfg):
    t = np.arange(cfg.window) / cfg.window
    freq = (1.0, 3.0, 6.0)[label]
    amp = (0.2, 1.0, 2.0)[label]
    phase = rng.uniform(0, 2 * np.pi, size=cfg.n_axes)
    x = amp * np.sin(2 * np.pi * freq * t[:, None] + phase[None, :])
    return (x + 0.2 * rng.normal(size=x.shape)).astype(np.float32)


def make_batches(cfg):
    rng = np.random.default_rng(cfg.seed)
    windows, labels = [], []
    for label in range(cfg.n_classes):
        for _ in range(cfg.windows_per_class):
            windows.append(simulate_window(rng, label, cfg))
            labels.append(label)
    order = rng.permutation(len(windows))
    batches = []
    for start in range(0, len(order), cfg.batch_size):
        idx = order[start:start + cfg.batch_size]
        n_valid = len(idx)
        x = np.zeros((cfg.batch_size, cfg.window, cfg.n_axes), np.float32)
        y = np.zeros(cfg.batch_size, np.int32)
        mask = np.zeros(cfg.batch_size, bool)
        for row, i in enumerate(idx):
            x[row], y[row] = windows[i], labels[i]
        mask[:n_valid] = True
        batches.append({"x": x, "y": y, "mask": mask, "n_valid": np.int32(n_valid)})
    return batches
