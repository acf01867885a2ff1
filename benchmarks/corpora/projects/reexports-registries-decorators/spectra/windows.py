"""Window tables."""

import numpy as np

_TABLES = {n: np.hanning(n).astype(np.float32) for n in (16, 32, 64, 128, 256)}


def hann(n):
    """A Hann window of length `n`."""
    if n in _TABLES:
        return _TABLES[n]
    return np.hanning(n).astype(np.float32)


def bin_frequencies(n, rate):
    """Centre frequency of each rfft bin for a frame of `n` samples."""
    return np.fft.rfftfreq(n, d=1.0 / rate)
