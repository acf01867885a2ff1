import numpy as np

FREQS = np.linspace(1.0, 10.0, 8)
PHASES = np.asarray([0.0, np.pi / 4, np.pi / 2, np.pi] * 2)


def window(n):
    return np.hanning(n + 2)[1:-1]
