"""Two classes of noisy multichannel oscillations (slow vs fast)."""
import numpy as np

FREQS = {0: (2.0, 3.0), 1: (12.0, 16.0)}


def make_signals(cfg):
    rng = np.random.default_rng(cfg["seed"])
    t = np.linspace(0.0, 1.0, cfg["length"], endpoint=False)
    xs = np.zeros((cfg["n_signals"], cfg["length"], cfg["channels"]), dtype=np.float32)
    labels = np.arange(cfg["n_signals"]) % 2
    for i, label in enumerate(labels):
        lo, hi = FREQS[int(label)]
        for c in range(cfg["channels"]):
            f = rng.uniform(lo, hi) * 8.0
            xs[i, :, c] = np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi))
    xs += 0.3 * rng.standard_normal(size=xs.shape, dtype=np.float32)
    return xs, labels
