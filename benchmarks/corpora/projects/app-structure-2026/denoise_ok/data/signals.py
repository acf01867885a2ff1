import numpy as np


def harmonic_signals(num_signals, length, max_harmonics, seed):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 1.0, length, endpoint=False)
    signals = np.zeros((num_signals, length), dtype=np.float32)
    for i in range(num_signals):
        for _ in range(rng.integers(1, max_harmonics + 1)):
            freq = rng.integers(1, 6)
            phase = rng.uniform(0, 2 * np.pi)
            signals[i] += rng.uniform(0.3, 1.0) * np.sin(2 * np.pi * freq * t + phase)
    return signals[..., None]


def batches(signals, batch_size, seed):
    rng = np.random.default_rng(seed)
    while True:
        yield signals[rng.integers(0, len(signals), size=batch_size)]
