"""Noisy sinusoids with a random phase, amplitude and slight detuning."""
import numpy as np


def make_tones(frequencies, num, num_samples, sample_rate, noise, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(num_samples) / sample_rate
    labels = rng.integers(0, len(frequencies), size=num)
    freqs = np.asarray(frequencies)[labels] * rng.uniform(0.97, 1.03, size=num)
    phase = rng.uniform(0, 2 * np.pi, size=num)
    amp = rng.uniform(0.5, 1.0, size=num)
    waves = amp[:, None] * np.sin(2 * np.pi * freqs[:, None] * t[None, :] + phase[:, None])
    waves += noise * rng.standard_normal(waves.shape)
    return waves.astype(np.float32), labels.astype(np.int32)
