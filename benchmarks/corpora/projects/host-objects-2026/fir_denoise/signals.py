"""Clean multi-tone channels plus white noise, built channel by channel."""
import numpy as np


def make_channels(cfg):
    rng = np.random.default_rng(cfg.seed)
    t = np.arange(cfg.n_samples) / cfg.sample_rate
    clean, noisy = [], []
    for ch in range(cfg.n_channels):
        f0 = 40.0 * (ch + 1)
        x = np.sin(2 * np.pi * f0 * t) + 0.5 * np.sin(2 * np.pi * 2.5 * f0 * t + ch)
        clean.append(x)
        noisy.append(x + cfg.noise_std * rng.normal(size=x.shape))
    return np.stack(clean).astype(np.float32), np.stack(noisy).astype(np.float32)
