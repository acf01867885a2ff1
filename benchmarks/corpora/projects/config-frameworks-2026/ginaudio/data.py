import numpy as np

from .ginlite import configurable


@configurable
def make_dataset(seed=0, num_examples=128, length=256, noise_std=0.1, sample_rate=8000.0):
    rng = np.random.default_rng(seed)
    t = np.arange(length) / sample_rate
    f0 = rng.uniform(100.0, 800.0, size=(num_examples, 1))
    harmonics = sum(np.sin(2 * np.pi * k * f0 * t) / k for k in range(1, 4))
    envelope = np.exp(-rng.uniform(5.0, 30.0, size=(num_examples, 1)) * t)
    clean = (harmonics * envelope).astype(np.float32)
    noisy = clean + rng.normal(scale=noise_std, size=clean.shape).astype(np.float32)
    return noisy, clean
