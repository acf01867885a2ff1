import numpy as np


def progressions(rng, batch, length, vocab):
    """Arithmetic progressions mod vocab: x_i = (a + i*d) % V."""
    a = rng.integers(0, vocab, (batch, 1))
    d = rng.integers(1, 4, (batch, 1))
    i = np.arange(length)[None]
    return ((a + i * d) % vocab).astype(np.int32)
