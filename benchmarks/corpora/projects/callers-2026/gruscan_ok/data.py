import numpy as np


def sine_batch(rng, batch, length, dim):
    phase = rng.uniform(0, 2 * np.pi, size=(batch, 1, 1))
    freq = rng.uniform(0.5, 1.5, size=(batch, 1, 1))
    t = np.arange(length + 1)[None, :, None] * 0.3
    chans = np.arange(dim)[None, None, :]
    wave = np.sin(freq * t + phase + chans) + 0.05 * rng.normal(size=(batch, length + 1, dim))
    wave = wave.astype(np.float32)
    # time-major for scan
    return wave[:, :-1].transpose(1, 0, 2), wave[:, 1:].transpose(1, 0, 2)
